import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { members, merchants } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { createLocalEventBus } from '../../platform/event-bus.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { createMemberTransferRepository } from './member-transfer.repository.ts';
import { createMemberTransfers } from './member-transfer.service.ts';
import { createWalletService } from './wallet.service.ts';
import {
  demoMerchantId,
  demoPaymentPassword,
  memberIdOf,
  newKey,
  setPaymentPassword,
  trialToken,
  walletCaller,
} from './testing/wallet-kit.ts';

describe('agent → downline and downline → upline transfers', () => {
  let ctx: TestContext;
  let merchantId: number;
  let agent: ReturnType<typeof walletCaller>;
  let demo: ReturnType<typeof walletCaller>;

  const pay = (downline: string, amount: string, paymentPassword = demoPaymentPassword) => ({
    downline,
    amount,
    paymentPassword,
  });
  const payUp = (amount: string, paymentPassword = demoPaymentPassword) => ({
    amount,
    paymentPassword,
  });
  const balanceOf = async (caller: ReturnType<typeof walletCaller>) =>
    (await caller.get(apiPaths.walletBalance)).json().value.balance as string;

  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) {
    const before = await ledgerRowCounts(ctx.database.db);
    const response = await send();
    const body = response.json() as { code: string };
    expect({ status: response.statusCode, code: body.code }).toEqual({ status, code });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    const agentId = await memberIdOf(db, 'agent');
    const demoId = await memberIdOf(db, 'demo');
    const agentProId = await memberIdOf(db, 'agentpro');
    const account = (
      username: string,
      parentId: number,
      extra: Partial<typeof members.$inferInsert> = {},
    ) => ({
      merchantId,
      username,
      type: 0,
      nickname: username,
      passwordHash: null,
      parentId,
      ...extra,
    });
    await db.insert(members).values([
      // the agent's downline's downline: not a direct downline of the agent
      account('grandkid', demoId),
      account('otherkid', agentProId),
      account('trialkid', agentId, { type: 4 }),
      account('gonekid', agentId, { status: 'disabled' }),
    ]);
    await setPaymentPassword(db, 'agent');
    await setPaymentPassword(db, 'demo');
    agent = walletCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    demo = walletCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('lists an agent its direct downlines only', async () => {
    const response = await agent.get(apiPaths.agentTransferDownlines);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({
      downlines: [
        { username: 'demo', nickname: 'Somchai' },
        { username: 'newbie', nickname: 'Newbie' },
      ],
    });
    const refused = await demo.get(apiPaths.agentTransferDownlines);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('not_an_agent');
  });

  it('pays a direct downline from the agent main wallet', async () => {
    const response = await agent.post(apiPaths.agentTransfer, pay('Demo', '250'));
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toEqual({
      transactionId: expect.any(Number),
      counterparty: 'demo',
      amount: '250.00',
      balance: '9750.00',
    });
    expect(await balanceOf(demo)).toBe('1250.00');
    const [stored] = await rowsOf<{ kind: string; memo: unknown }>(
      ctx.database.db,
      sql`select kind, memo from ledger_transactions where id = ${value.transactionId}`,
    );
    expect(stored).toEqual({ kind: 'agent_transfer', memo: { counterparty: 'demo' } });
  });

  it('acts once for ten simultaneous requests with one key, and answers all ten the same', async () => {
    const key = newKey();
    const before = await ledgerRowCounts(ctx.database.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        agent.post(apiPaths.agentTransfer, pay('newbie', '7.77'), key),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((response) => response.body)).size).toBe(1);
    const after = await ledgerRowCounts(ctx.database.db);
    expect(after.transactions).toBe(before.transactions + 1);
    expect(after.memberBalanceSum).toBe(before.memberBalanceSum);
    await expectRefused(
      () => agent.post(apiPaths.agentTransfer, pay('newbie', '7.78'), key),
      409,
      'idempotency_conflict',
    );
    await expectRefused(
      () => agent.post(apiPaths.agentTransfer, pay('demo', '7.77'), key),
      409,
      'idempotency_conflict',
    );
  });

  it('refuses anyone but a live direct downline of a real agent', async () => {
    await expectRefused(
      () => demo.post(apiPaths.agentTransfer, pay('newbie', '1')),
      403,
      'not_an_agent',
    );
    for (const target of [
      'grandkid',
      'otherkid',
      'trialkid',
      'gonekid',
      'agent',
      'nobody',
      'agentpro',
    ]) {
      await expectRefused(
        () => agent.post(apiPaths.agentTransfer, pay(target, '1')),
        403,
        'not_your_downline',
      );
    }
  });

  it('refuses bad amounts, missing keys, too little money and a wrong payment password', async () => {
    const cases: Array<[string, number, string]> = [
      ['0', 400, 'amount_invalid'],
      ['-1', 400, 'amount_invalid'],
      ['1e5', 400, 'amount_invalid'],
      ['1.001', 400, 'amount_too_precise'],
      ['99999999999999999', 400, 'amount_too_large'],
      ['1000000', 400, 'insufficient_funds'],
    ];
    for (const [amount, status, code] of cases) {
      await expectRefused(
        () => agent.post(apiPaths.agentTransfer, pay('demo', amount)),
        status,
        code,
      );
      await expectRefused(() => demo.post(apiPaths.uplineTransfer, payUp(amount)), status, code);
    }
    await expectRefused(
      () => agent.post(apiPaths.agentTransfer, pay('demo', '1'), null),
      400,
      'idempotency_key_required',
    );
    await expectRefused(
      () => demo.post(apiPaths.uplineTransfer, payUp('1'), null),
      400,
      'idempotency_key_required',
    );
    await expectRefused(
      () => agent.post(apiPaths.agentTransfer, pay('demo', '1', '111111')),
      400,
      'wrong_payment_password',
    );
    await expectRefused(
      () => demo.post(apiPaths.uplineTransfer, payUp('1', '111111')),
      400,
      'wrong_payment_password',
    );
  });

  it('pays the upline from a downline main wallet', async () => {
    const before = await balanceOf(agent);
    const response = await demo.post(apiPaths.uplineTransfer, payUp('100.5'));
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      counterparty: 'agent',
      amount: '100.50',
      balance: '1149.50',
    });
    // 10,000.00 − 250.00 − 7.77 paid to downlines earlier, + 100.50 now
    expect(before).toBe('9742.23');
    expect(await balanceOf(agent)).toBe('9842.73');
  });

  it('refuses an account with no upline, or an upline that can no longer receive', async () => {
    await expectRefused(() => agent.post(apiPaths.uplineTransfer, payUp('1')), 400, 'no_upline');
    const db = ctx.database.db;
    const agentId = await memberIdOf(db, 'agent');
    await db.update(members).set({ status: 'disabled' }).where(eq(members.id, agentId));
    try {
      await expectRefused(() => demo.post(apiPaths.uplineTransfer, payUp('1')), 400, 'no_upline');
    } finally {
      await db.update(members).set({ status: 'active' }).where(eq(members.id, agentId));
    }
  });

  it('is closed to trial accounts and anonymous callers', async () => {
    const trial = walletCaller(ctx.app, await trialToken(ctx.app));
    const anonymous = walletCaller(ctx.app);
    await expectRefused(
      () => trial.post(apiPaths.uplineTransfer, payUp('1')),
      403,
      'trial_not_allowed',
    );
    await expectRefused(
      () => trial.post(apiPaths.agentTransfer, pay('demo', '1')),
      403,
      'trial_not_allowed',
    );
    await expectRefused(
      () => anonymous.post(apiPaths.uplineTransfer, payUp('1')),
      401,
      'not_logged_in',
    );
    await expectRefused(
      () => anonymous.post(apiPaths.agentTransfer, pay('demo', '1')),
      401,
      'not_logged_in',
    );
  });

  it('tells both members their balance changed', async () => {
    const db = ctx.database.db;
    const bus = createLocalEventBus();
    const wallet = createWalletService({ db, events: bus });
    const transfers = createMemberTransfers({
      wallet,
      repository: createMemberTransferRepository(db),
    });
    const [merchant] = await db.select().from(merchants).where(eq(merchants.id, merchantId));
    const [agentRow] = await db
      .select()
      .from(members)
      .where(eq(members.id, await memberIdOf(db, 'agent')));
    const demoId = await memberIdOf(db, 'demo');
    const seen: string[] = [];
    for (const id of [agentRow!.id, demoId]) {
      bus.subscribe(`member:${id}`, (event) => seen.push(`${id}:${String(event.reason)}`));
    }
    await transfers.payDownline(
      {
        merchant: merchant!,
        member: agentRow!,
        clientKey: newKey(),
        checkPaymentPassword: async () => {},
      },
      pay('demo', '1'),
    );
    expect(seen.sort()).toEqual(
      [`${agentRow!.id}:agent_transfer`, `${demoId}:agent_transfer`].sort(),
    );
  });
});
