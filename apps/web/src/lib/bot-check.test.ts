import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BotChallenge } from '@lobby/contracts';
import { standInApi } from '../testing/test-utils.tsx';
import { getBotCheckField, solveBotChallenge } from './bot-check.ts';

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A challenge as the server makes it, with a known secret number. */
async function makeChallenge(number: number, maxnumber = 5000): Promise<BotChallenge> {
  const salt = `0123456789abcdef01234567?expires=${Math.floor(Date.now() / 1000) + 300}`;
  return {
    algorithm: 'SHA-256',
    challenge: await sha256Hex(`${salt}${number}`),
    salt,
    signature: 'f'.repeat(64),
    maxnumber,
  };
}

const decode = (field: string) => JSON.parse(atob(field)) as Record<string, unknown>;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('solveBotChallenge', () => {
  it('finds the number and encodes the whole solution as base64 JSON', async () => {
    const challenge = await makeChallenge(1234);
    const field = await solveBotChallenge(challenge);
    expect(decode(field)).toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 1234,
      salt: challenge.salt,
      signature: challenge.signature,
    });
  });

  it('finds the first and the last possible number', async () => {
    expect(decode(await solveBotChallenge(await makeChallenge(0))).number).toBe(0);
    expect(decode(await solveBotChallenge(await makeChallenge(5000))).number).toBe(5000);
  });

  it('yields to the event loop between batches of hashes', async () => {
    const timeouts = vi.spyOn(globalThis, 'setTimeout');
    await solveBotChallenge(await makeChallenge(2600));
    const yields = timeouts.mock.calls.filter(([, delay]) => delay === 0).length;
    expect(yields).toBeGreaterThanOrEqual(5);
  });

  it('fails when no number up to maxnumber fits', async () => {
    const challenge = { ...(await makeChallenge(900)), maxnumber: 800 };
    await expect(solveBotChallenge(challenge)).rejects.toThrow(/no solution/);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const solving = solveBotChallenge(await makeChallenge(4999), controller.signal);
    controller.abort();
    await expect(solving).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('getBotCheckField', () => {
  it('fetches a fresh challenge and solves it', async () => {
    const challenge = await makeChallenge(321, 1000);
    const { calls } = standInApi({ 'GET /wps/botCheck/challenge': { value: challenge } });
    const field = await getBotCheckField();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /wps/botCheck/challenge',
    ]);
    expect(decode(field)).toMatchObject({ number: 321, challenge: challenge.challenge });
  });
});
