import type { SecretBox } from '../../platform/secret-box.ts';

/**
 * The game session tokens settlement needs: the provider wallet wants the player's session for
 * every call (it accepts wins and refunds on an expired one), yet settlement runs without a
 * request. Each bet row carries its player's token, sealed.
 */
export function createPlayerTokens(box: SecretBox) {
  return {
    seal: (token: string) => box.seal(token),
    open: (sealed: string) => box.open(sealed),
  };
}
export type PlayerTokens = ReturnType<typeof createPlayerTokens>;
