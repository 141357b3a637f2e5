import type { SecretBox } from '../../../platform/secret-box.ts';

/** The provider round of a member in a table round. */
export function providerRoundIdOf(roundId: number, memberId: number): string {
  return `tr-${roundId}-${memberId}`;
}

/**
 * The game session tokens settlement needs: the provider wallet wants a session of the player
 * for every call (it accepts wins on an expired one), yet settlement runs without a request,
 * maybe on another instance or after a restart. Each bet row carries its player's token,
 * sealed; this process also keeps the last token it saw per member, to spare the opening.
 */
export function createPlayerTokens(box: SecretBox, capacity = 50_000) {
  const tokens = new Map<string, string>();
  const key = (merchantId: number, memberId: number) => `${merchantId}:${memberId}`;
  return {
    remember(player: { merchantId: number; memberId: number; token: string }): void {
      const id = key(player.merchantId, player.memberId);
      tokens.delete(id);
      tokens.set(id, player.token);
      if (tokens.size > capacity) tokens.delete(tokens.keys().next().value as string);
    },
    /** The token sealed for a bet row. */
    seal(token: string): string {
      return box.seal(token);
    },
    /** The member's token: the last one seen here, else the newest one sealed in their bets. */
    tokenOf(
      merchantId: number,
      memberId: number,
      bets: readonly { id: number; sessionTokenSealed: string | null }[] = [],
    ): string | undefined {
      const seen = tokens.get(key(merchantId, memberId));
      if (seen) return seen;
      const sealed = bets
        .filter((bet) => bet.sessionTokenSealed !== null)
        .toSorted((a, b) => b.id - a.id)[0]?.sessionTokenSealed;
      return sealed ? box.open(sealed) : undefined;
    },
  };
}
export type PlayerTokens = ReturnType<typeof createPlayerTokens>;
