import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import type { TestContext } from '../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { withdrawals } from '../../db/schema/index.ts';
import { autoConfirmWithdrawals } from './withdrawal-auto-confirm.ts';
import { createWithdrawalRepository } from './withdrawal.repository.ts';
import {
  boAction,
  type DemoIds,
  memberHeaders,
  nextIp,
  pendingWithdrawal,
  setUpWithdrawalTests,
  setWalletPolicy,
} from './testing/withdrawal-kit.ts';

let ctx: TestContext;
let demo: string;
let cashier: string;
let ids: DemoIds;
setUpWithdrawalTests({ staff: ['cashier'], money: 1_000_000n }, (setup) => {
  ({ ctx, demo, ids, cashier } = setup);
});
beforeEach(async () => {
  // answer every earlier withdrawal, so each test counts only its own
  await ctx.database.db.execute(
    sql`update withdrawals set created_at = created_at - interval '2 days',
          confirmation = coalesce(confirmation, 'received')
        where status = 'paid'`,
  );
});

const minute = 60_000;
const run = (now: Date) =>
  autoConfirmWithdrawals({ db: ctx.database.db, withdrawals: createWithdrawalRepository() }, now);
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

async function withdrawal(pay: boolean): Promise<number> {
  const id = await pendingWithdrawal(ctx.app, demo, ids);
  await boAction(ctx.app, cashier, id, 'approve', { payoutMethod: 'manual' });
  if (pay) expect((await boAction(ctx.app, cashier, id, 'paid')).statusCode).toBe(200);
  return id;
}

describe('auto-confirm of paid withdrawals', () => {
  it('counts one as received after the brand’s limit, not before, and only once', async () => {
    const id = await withdrawal(true);
    const unpaid = await withdrawal(false);
    const paidAt = (await rowOf(id)).paidAt!.getTime();
    const ledger = await ledgerRowCounts(ctx.database.db);

    expect(await run(new Date(paidAt + 1440 * minute - minute))).toBe(0);
    expect((await rowOf(id)).confirmation).toBeNull();

    const later = new Date(paidAt + 1440 * minute + 1000);
    expect(await run(later)).toBe(1);
    expect(await rowOf(id)).toMatchObject({
      confirmation: 'received',
      autoConfirmed: true,
      amountReceived: 10_000n,
      confirmedAt: later,
    });
    expect(await run(new Date(later.getTime() + minute))).toBe(0);
    expect((await rowOf(unpaid)).confirmation).toBeNull();
    // no money moves: it already left when the withdrawal was paid
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(ledger);

    const member = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.withdrawals}/${id}/confirm`,
      headers: memberHeaders(demo),
      payload: { confirmation: 'not_received' },
      remoteAddress: nextIp(),
    });
    expect(member.json().code).toBe('invalid_state');
  });

  it('leaves a member’s own answer alone', async () => {
    const id = await withdrawal(true);
    const answered = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.withdrawals}/${id}/confirm`,
      headers: memberHeaders(demo),
      payload: { confirmation: 'received' },
      remoteAddress: nextIp(),
    });
    expect(answered.statusCode).toBe(200);
    expect(await run(new Date(Date.now() + 2000 * minute))).toBe(0);
    expect((await rowOf(id)).autoConfirmed).toBe(false);
  });

  it('follows each brand’s own limit', async () => {
    await setWalletPolicy(ctx.database.db, { withdrawalAutoConfirmMinutes: 10 });
    try {
      const id = await withdrawal(true);
      const paidAt = (await rowOf(id)).paidAt!.getTime();
      expect(await run(new Date(paidAt + 9 * minute))).toBe(0);
      expect(await run(new Date(paidAt + 10 * minute + 1000))).toBe(1);
    } finally {
      await setWalletPolicy(ctx.database.db, {});
    }
  });

  it('confirms once when two instances run at the same moment', async () => {
    const first = await withdrawal(true);
    const second = await withdrawal(true);
    const now = new Date(Date.now() + 1441 * minute);
    const counts = await Promise.all([run(now), run(now), run(now)]);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(2);
    for (const id of [first, second]) expect((await rowOf(id)).autoConfirmed).toBe(true);
  });
});
