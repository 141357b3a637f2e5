import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '../../../platform/secret-box.ts';
import { createPlayerTokens } from './player-tokens.ts';

describe('the game session tokens settlement uses', () => {
  const box = createSecretBox(randomBytes(32), 'game-session-token');

  it('finds a token a bet row sealed, in a process that never saw it (restart, other instance)', () => {
    const placing = createPlayerTokens(box);
    const older = { id: 7, sessionTokenSealed: placing.seal('old-token-0123456789abcdef0123') };
    const newer = { id: 9, sessionTokenSealed: placing.seal('new-token-0123456789abcdef0123') };
    expect(newer.sessionTokenSealed).not.toContain('new-token');

    const settling = createPlayerTokens(box);
    expect(settling.tokenOf(1, 42, [newer, older, { id: 8, sessionTokenSealed: null }])).toBe(
      'new-token-0123456789abcdef0123',
    );
    expect(settling.tokenOf(1, 42, [])).toBeUndefined();
  });

  it('prefers the last token seen in this process, per brand and member', () => {
    const tokens = createPlayerTokens(box);
    tokens.remember({ merchantId: 1, memberId: 42, token: 'seen-token' });
    const sealed = { id: 1, sessionTokenSealed: tokens.seal('sealed-token') };
    expect(tokens.tokenOf(1, 42, [sealed])).toBe('seen-token');
    expect(tokens.tokenOf(2, 42, [sealed])).toBe('sealed-token');
  });

  it('opens nothing sealed under another key', () => {
    const foreign = createPlayerTokens(createSecretBox(randomBytes(32), 'game-session-token'));
    const row = { id: 1, sessionTokenSealed: foreign.seal('foreign-token') };
    expect(createPlayerTokens(box).tokenOf(1, 42, [row])).toBeUndefined();
  });
});
