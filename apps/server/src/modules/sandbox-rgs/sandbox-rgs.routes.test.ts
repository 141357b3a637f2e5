import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamePaths } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { bets } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { freeLoopbackPort } from '../../../test/free-port-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { providerWalletFor } from '../games/provider-wallet/testing/pam-service-kit.ts';
import {
  addMemberLikeDemo,
  ensureDemoProviders,
  gameCaller,
} from '../games/player-games/testing/player-games-kit.ts';
import { sandboxRgsBasePath } from './sandbox-rgs.module.ts';

/** The `value` of a success envelope. */
const valueOf = async (response: Response): Promise<unknown> =>
  ((await response.json()) as { value: unknown }).value;

describe('sandbox RGS over the public PAM API', () => {
  let ctx: TestContext;
  let db: Db;
  let base: string;
  let merchantId: number;
  let wallet: Awaited<ReturnType<typeof providerWalletFor>>['wallet'];

  const rgs = (method: 'GET' | 'POST', path: string, body?: unknown, sessionToken?: string) =>
    fetch(`${base}${sandboxRgsBasePath}${path}`, {
      method,
      headers: {
        merchant: 'lotus',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(sessionToken ? { 'x-player-token': sessionToken } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function launchAndStart(token: string, vassalage: string, gameCode: string) {
    const launch = await gameCaller(ctx.app, token).post(gamePaths.launchGame, {
      vassalage,
      gameCode,
    });
    expect(launch.statusCode).toBe(200);
    const launchToken = launch.json().value.token as string;
    const started = await rgs('POST', '/session', {
      token: launchToken,
      vendor: vassalage,
      game: gameCode,
    });
    expect(started.status).toBe(200);
    return (await valueOf(started)) as {
      sessionToken: string;
      vendor: string;
      unit: string;
      balance: string;
    };
  }

  const betsOf = (memberId: number, vassalage: string) =>
    db
      .select()
      .from(bets)
      .where(and(eq(bets.memberId, memberId), eq(bets.vassalage, vassalage)));

  beforeAll(async () => {
    const port = await freeLoopbackPort();
    base = `http://127.0.0.1:${port}`;
    ctx = await createTestApp({ config: { PUBLIC_URL: base, SANDBOX_GATEWAY: 'true' } });
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    await ensureDemoProviders(db, merchantId);
    wallet = (await providerWalletFor(db)).wallet;
    await ctx.app.listen({ port, host: '127.0.0.1' });
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('plays an SPN game on the main wallet: balance moves by win − stake, a bet is recorded', async () => {
    const demoId = await memberIdOf(db, 'demo');
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const session = await launchAndStart(token, 'SPN', 'golden-temple');
    expect(session).toMatchObject({ vendor: 'SPN', unit: 'THB' });
    const before = await wallet.balances(merchantId, demoId);
    expect(session.balance).toBe((Number(before.main) / 100).toFixed(2));
    const played = await rgs(
      'POST',
      '/play',
      { stake: '10.00', requestId: randomUUID() },
      session.sessionToken,
    );
    expect(played.status).toBe(200);
    const outcome = (await valueOf(played)) as { win: string; balance: string; stake: string };
    const winMinor = BigInt(Math.round(Number(outcome.win) * 100));
    const after = await wallet.balances(merchantId, demoId);
    expect(after.main - before.main).toBe(winMinor - 1000n);
    expect(outcome.balance).toBe((Number(after.main) / 100).toFixed(2));
    expect((await betsOf(demoId, 'SPN')).length).toBeGreaterThan(0);
    const balance = await rgs('GET', '/balance', undefined, session.sessionToken);
    expect(((await valueOf(balance)) as { balance: string }).balance).toBe(outcome.balance);
  });

  it('plays a transfer-mode vendor (SLV) on its own wallet; main stays untouched', async () => {
    const username = `rgs${randomUUID().slice(0, 8)}`;
    const id = await addMemberLikeDemo(db, merchantId, username);
    const fund = (
      account:
        { memberId: number; kind: 'main' } | { memberId: number; kind: 'vendor'; vendor: string },
      amount: bigint,
    ) =>
      wallet.post({
        merchantId,
        idempotencyKey: `rgs-test:${id}:${account.kind}`,
        kind: 'adjustment',
        memberId: id,
        legs: [
          { account: { house: 'adjustments' }, amount: -amount },
          { account, amount },
        ],
      });
    await fund({ memberId: id, kind: 'main' }, 50_000n);
    await fund({ memberId: id, kind: 'vendor', vendor: 'SLV' }, 5_000n);
    const token = await loginToken(ctx.app, username, 'Lotus#2026');
    const session = await launchAndStart(token, 'SLV', 'dragon-tiger');
    expect(session.balance).toBe('50.00');
    const played = await rgs(
      'POST',
      '/play',
      { stake: '20', requestId: randomUUID() },
      session.sessionToken,
    );
    expect(played.status).toBe(200);
    const outcome = (await valueOf(played)) as { win: string };
    const after = await wallet.balances(merchantId, id);
    expect(after.main).toBe(50_000n);
    expect(after.vendors.get('SLV')).toBe(
      5_000n - 2_000n + BigInt(Math.round(Number(outcome.win) * 100)),
    );
    expect((await betsOf(id, 'SLV')).length).toBeGreaterThan(0);
  });

  it('refuses bad stakes and unknown sessions with 4xx, moving nothing', async () => {
    const token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const session = await launchAndStart(token, 'SPN', 'golden-temple');
    const ledgerBefore = await ledgerRowCounts(db);
    const tries: [unknown, string | undefined, number, string][] = [
      [{ stake: '0', requestId: randomUUID() }, session.sessionToken, 400, 'stake_below_minimum'],
      [{ stake: '-5', requestId: randomUUID() }, session.sessionToken, 400, 'validation_failed'],
      [
        { stake: '99999999', requestId: randomUUID() },
        session.sessionToken,
        400,
        'stake_above_maximum',
      ],
      [{ stake: '10', requestId: randomUUID() }, 'no-such-session', 401, 'game_session_invalid'],
    ];
    for (const [body, sessionToken, status, code] of tries) {
      const response = await rgs('POST', '/play', body, sessionToken);
      const envelope = (await response.json()) as { success: boolean; code: string };
      expect({ status: response.status, success: envelope.success, code: envelope.code }).toEqual({
        status,
        success: false,
        code,
      });
    }
    expect(await ledgerRowCounts(db)).toEqual(ledgerBefore);
    const dead = await rgs('POST', '/session', {
      token: 'not-a-launch-token',
      vendor: 'SPN',
      game: 'x',
    });
    expect(dead.status).toBe(401);
  });
});
