import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authEvents, merchants } from '../../db/schema/index.ts';
import { loadHmacKey } from '../../platform/server-secrets.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import {
  expectRealWait,
  ownerDevice,
  setLoginPolicy,
  strangersGuess,
} from '../../../test/lockout-kit.ts';
import { postPasswordLogin, postPasswordLoginOnce } from '../../../test/login-kit.ts';
import {
  proofChallengeOf,
  solveLoginProof,
  wrongLoginProof,
} from '../../../test/login-proof-kit.ts';
import { createLoginProofs } from './index.ts';

/**
 * Issue 12, F2 and F3 on the member login: failed logins cost proof of work that grows with
 * the failures, and strangers cannot lock an owner out of a known device or a known IP.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx?.close());
afterEach(async () => {
  await ctx.database.db.update(merchants).set({ authPolicy: {} });
});

const setPolicy = (policy: Record<string, number>) => setLoginPolicy(ctx.database.db, policy);

describe('lockouts strangers cannot cause (F3)', () => {
  it('a stranger’s failures do not lock the owner out of a known device or a known IP', async () => {
    await setPolicy({ loginFailuresPerAccount: 3 });
    const cookie = await ownerDevice(ctx.app, { username: 'demo', ip: '192.0.2.10' });
    await strangersGuess(
      3,
      (guess) => postPasswordLogin(ctx.app, { username: 'demo', ...guess }),
      'login_failed',
    );
    // strangers are locked out, even with the right password and from yet another IP
    const stranger = await postPasswordLogin(ctx.app, {
      username: 'demo',
      password: 'Lotus#2026',
      ip: '198.51.100.50',
    });
    expect(stranger.statusCode).toBe(429);
    // the owner's device, even on a new network (the second step then asks for a code)
    const onDevice = await postPasswordLogin(ctx.app, {
      username: 'demo',
      password: 'Lotus#2026',
      ip: '203.0.113.200',
      cookie,
    });
    expect(onDevice.statusCode).toBe(200);
    expect(onDevice.json().value.status).toBe('second_step');
    // the owner's known IP, without the cookie
    const fromKnownIp = await postPasswordLogin(ctx.app, {
      username: 'demo',
      password: 'Lotus#2026',
      ip: '192.0.2.10',
    });
    expect(fromKnownIp.statusCode).toBe(200);
    expect(fromKnownIp.json().value.status).toBe('ok');
  });

  it('an IP failing across accounts is blocked for strangers, not for a member’s known device', async () => {
    await setPolicy({ loginFailuresPerIp: 4 });
    const sharedIp = '192.0.2.44';
    const cookie = await ownerDevice(ctx.app, {
      username: 'agentpro',
      ip: '192.0.2.45',
      portal: 'agent',
    });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const guess = await postPasswordLogin(ctx.app, {
        username: `victim${attempt}`,
        password: 'Lotus#2026',
        ip: sharedIp,
      });
      expect(guess.json().code).toBe('login_failed');
    }
    const stranger = await postPasswordLogin(ctx.app, {
      username: 'newbie',
      password: 'Lobby@123',
      ip: sharedIp,
    });
    expect(stranger.statusCode).toBe(429);
    const member = await postPasswordLogin(ctx.app, {
      username: 'agentpro',
      password: 'Lotus#2026',
      portal: 'agent',
      ip: sharedIp,
      cookie,
    });
    expect(member.statusCode).toBe(200);
  });

  it('a forged or another account’s device cookie vouches for nothing', async () => {
    await setPolicy({ loginFailuresPerAccount: 2 });
    const othersCookie = await ownerDevice(ctx.app, { username: 'agent', ip: '192.0.2.60' });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await postPasswordLogin(ctx.app, {
        username: 'newbie',
        password: `guess-${attempt}`,
        ip: `198.51.100.${attempt + 60}`,
      });
    }
    for (const cookie of [othersCookie, 'lobby_device=4102444800.AAAAAAAAAAAAAAAAAAAAAA']) {
      const response = await postPasswordLogin(ctx.app, {
        username: 'newbie',
        password: 'Lobby@123',
        ip: '198.51.100.70',
        cookie,
      });
      expect(response.statusCode).toBe(429);
    }
  });
});

describe('the real wait (F3)', () => {
  it('states the seconds until the lockout really ends, in the envelope and Retry-After', async () => {
    await setPolicy({ loginFailuresPerAccount: 2, throttleWindowMinutes: 15 });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await postPasswordLogin(ctx.app, {
        username: 'ghost-wait',
        password: 'wrong',
        ip: `198.51.100.${attempt + 80}`,
      });
    }
    // both failures ten minutes old: the lockout ends in five minutes, not fifteen
    await ctx.database.db
      .update(authEvents)
      .set({ createdAt: new Date(Date.now() - 10 * 60_000) })
      .where(eq(authEvents.username, 'ghost-wait'));
    const locked = await postPasswordLogin(ctx.app, {
      username: 'ghost-wait',
      password: 'wrong',
      ip: '198.51.100.90',
    });
    expectRealWait(locked, 5 * 60);
  });
});

describe('proof of work (F2)', () => {
  it('costs a fresh login nothing and doubles the work with each failure', async () => {
    await setPolicy({});
    const attempt = (proof?: { challenge: string; nonce: string }) =>
      postPasswordLoginOnce(ctx.app, {
        username: 'ghost-work',
        password: 'wrong',
        ip: '198.51.100.120',
        ...(proof ? { proof } : {}),
      });
    const first = await attempt();
    expect(first.json().code).toBe('login_failed');
    const difficulties: number[] = [];
    for (let round = 0; round < 4; round += 1) {
      const refused = await attempt();
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('login_proof_required');
      const challenge = proofChallengeOf(refused)!;
      difficulties.push(challenge.difficulty);
      const paid = await attempt(solveLoginProof(challenge));
      expect(paid.json().code).toBe('login_failed');
    }
    expect(difficulties).toEqual([9, 10, 11, 12]);
    // another account from another IP still pays nothing
    const fresh = await postPasswordLoginOnce(ctx.app, {
      username: 'ghost-fresh',
      password: 'wrong',
      ip: '198.51.100.121',
    });
    expect(fresh.json().code).toBe('login_failed');
  });

  it('takes a proof once, for its own account, before it expires', async () => {
    await setPolicy({});
    const ip = '198.51.100.140';
    await postPasswordLoginOnce(ctx.app, { username: 'agent', password: 'wrong', ip });
    const refused = await postPasswordLoginOnce(ctx.app, {
      username: 'agent',
      password: 'Lotus#2026',
      ip,
    });
    const challenge = proofChallengeOf(refused)!;
    const proof = solveLoginProof(challenge);
    const login = (input: { username?: string; proof: typeof proof }) =>
      postPasswordLoginOnce(ctx.app, {
        username: input.username ?? 'agent',
        password: 'Lotus#2026',
        ip,
        proof: input.proof,
      });
    // another account's proof, and a nonce that does not solve it, are refused
    const elsewhere = await postPasswordLoginOnce(ctx.app, {
      username: 'demo',
      password: 'wrong',
      ip,
      proof,
    });
    expect(elsewhere.json().code).toBe('login_proof_invalid');
    const unsolved = await login({ proof: wrongLoginProof(challenge) });
    expect(unsolved.json().code).toBe('login_proof_invalid');
    const paid = await login({ proof });
    expect(paid.statusCode).toBe(200);
    const replayed = await login({ proof });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().code).toBe('login_proof_used');
    // a challenge past its life
    const hmacKey = await loadHmacKey(ctx.database.db, undefined);
    const [merchant] = await ctx.database.db.select().from(merchants);
    const stale = createLoginProofs({
      db: ctx.database.db,
      hmacKey,
      now: () => new Date(Date.now() - 10 * 60_000),
    }).issue(`member:${merchant!.id}:agent`, 9);
    const expired = await login({ proof: solveLoginProof(stale) });
    expect(expired.json().code).toBe('login_proof_expired');
  });
});
