import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { agentSettings } from '../../../db/schema/index.ts';
import { seedDemo } from '../../../seed/seed.ts';
import { createTestDatabase } from '../../../../test/database-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import {
  addRunningContract,
  addStats,
  addTree,
  balanceOf,
  fund,
  payoutsTo,
  settlementOn,
} from '../testing/settlement-kit.ts';
import { dividendPeriodHolding, hourPeriod } from './settlement-periods.ts';
import type { SettlementBrand } from './settlement-runner.ts';

const zone = 'Asia/Bangkok';
const m = (major: number) => BigInt(Math.round(major * 100));
const system = { kind: 'system', id: null } as const;

describe('dividend and real-time settlement', () => {
  let database: Database;
  let brand: SettlementBrand;
  let settlement: ReturnType<typeof settlementOn>;
  const dividendItems = (contractId: number) =>
    rowsOf<{ local_from: string; base: string; carry_in: string; amount: string; rate: string }>(
      database.db,
      sql`select local_from::text, base::text, carry_in::text, amount::text, rate::text
          from agent_settlements where contract_id = ${contractId} order by period_start`,
    );
  const settleHalf = (date: string) =>
    settlement.runner.run(brand, {
      kind: 'dividend',
      period: dividendPeriodHolding('semimonthly', date, zone),
      dividendPeriod: 'semimonthly',
      trigger: 'cli',
      actor: system,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    brand = { id: await demoMerchantId(database.db), currencyDecimals: 2, timeZone: zone };
    settlement = settlementOn(database.db);
    // active: deposited 100.00 and bet 1,000.00 in the period
    await database.db
      .update(agentSettings)
      .set({ activeMinDeposit: m(100), activeMinBet: m(1_000) });
  });
  afterAll(async () => {
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
    await database?.close();
  });

  async function dividendTree(prefix: string) {
    const tree = await addTree(database.db, brand.id, prefix);
    const contract = await addRunningContract(database.db, {
      merchantId: brand.id,
      kind: 'dividend',
      uplineId: tree.a,
      holderId: tree.b,
      // 20 % from 10,000 valid bet and 1 active member; 30 % from 2 active members
      tiers: [
        { threshold: m(10_000), minActive: 1, rate: 2_000n },
        { threshold: m(10_000), minActive: 2, rate: 3_000n },
      ],
    });
    await fund(database.db, brand.id, tree.a, m(100_000));
    return { ...tree, contract };
  }

  it('takes the rung by active members, cuts the period at the 15th/16th in the brand zone', async () => {
    const tree = await dividendTree('div');
    // first half of March: m1 and m2 active; m2 deposits 23:30 local on the 15th (16:30 UTC)
    await addStats(database.db, brand.id, tree.m1, '2026-03-05T05:00:00Z', {
      validBet: m(30_000),
      payout: m(10_000),
      deposit: m(500),
    });
    await addStats(database.db, brand.id, tree.m2, '2026-03-15T16:30:00Z', {
      validBet: m(5_000),
      payout: m(0),
      deposit: m(500),
    });
    // 00:30 local on the 16th (17:30 UTC on the 15th): the second half
    await addStats(database.db, brand.id, tree.m2, '2026-03-15T17:30:00Z', {
      validBet: m(1_000_000),
      payout: m(0),
    });
    await settleHalf('2026-03-01');
    // loss 35,000 − 10,000 = 25,000 at 30 % (two active members) = 7,500
    expect(await dividendItems(tree.contract)).toEqual([
      { local_from: '2026-03-01', base: '2500000', carry_in: '0', amount: '750000', rate: '3000' },
    ]);
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(7_500) });
  });

  it('carries a negative base into the next period only when the brand says so', async () => {
    const tree = await dividendTree('carry');
    const play = (at: string, bet: number, payout: number) =>
      addStats(database.db, brand.id, tree.m1, at, {
        validBet: m(bet),
        payout: m(payout),
        deposit: m(500),
      });
    // April first half: the team wins 8,000; second half: loses 10,000; May: loses 10,000
    await play('2026-04-03T05:00:00Z', 20_000, 28_000);
    await play('2026-04-20T05:00:00Z', 20_000, 10_000);
    await play('2026-05-05T05:00:00Z', 20_000, 10_000);

    await database.db.update(agentSettings).set({ negativeCarryForward: true });
    await settleHalf('2026-04-01');
    await settleHalf('2026-04-16');
    await database.db.update(agentSettings).set({ negativeCarryForward: false });
    await settleHalf('2026-05-01');
    expect(await dividendItems(tree.contract)).toEqual([
      // in profit: nothing, and −8,000 to carry
      { local_from: '2026-04-01', base: '-800000', carry_in: '0', amount: '0', rate: '2000' },
      // 10,000 − 8,000 = 2,000 at 20 % (one active member)
      {
        local_from: '2026-04-16',
        base: '200000',
        carry_in: '-800000',
        amount: '40000',
        rate: '2000',
      },
      // carry-forward off: the whole 10,000
      { local_from: '2026-05-01', base: '1000000', carry_in: '0', amount: '200000', rate: '2000' },
    ]);
    const [nothing] = await rowsOf<{ state: string }>(
      database.db,
      sql`select state from agent_settlements where contract_id = ${tree.contract}
          order by period_start limit 1`,
    );
    expect(nothing?.state).toBe('nothing');
    // a period settled with nothing is not redone
    expect(await settleHalf('2026-04-01')).toBeUndefined();
  });

  it('settles a weekly dividend from the job on the Monday after, in the brand zone', async () => {
    const tree = await addTree(database.db, brand.id, 'week');
    const contract = await addRunningContract(database.db, {
      merchantId: brand.id,
      kind: 'dividend',
      uplineId: tree.a,
      holderId: tree.b,
      period: 'weekly',
      tiers: [{ threshold: m(1_000), minActive: 0, rate: 1_000n }],
    });
    await fund(database.db, brand.id, tree.a, m(10_000));
    // Sunday 15 March 23:30 in Bangkok (16:30 UTC): the week of the 9th; Monday 00:30: the next
    await addStats(database.db, brand.id, tree.m2, '2026-03-15T16:30:00Z', { validBet: m(5_000) });
    await addStats(database.db, brand.id, tree.m2, '2026-03-15T17:30:00Z', { validBet: m(9_000) });
    const job = (at: string) =>
      settlement.jobs.settleKind('dividend', { merchantId: brand.id, now: new Date(at) });
    // Monday 00:05 local is inside the grace: the week before (nothing of this tree's) only
    await job('2026-03-15T17:05:00Z');
    expect(await dividendItems(contract)).toEqual([
      { local_from: '2026-03-02', base: '0', carry_in: '0', amount: '0', rate: '0' },
    ]);
    // Monday 00:30 local: the week of the 9th, its loss 5,000 at 10 %
    await job('2026-03-15T17:30:00Z');
    expect((await dividendItems(contract)).at(-1)).toEqual({
      local_from: '2026-03-09',
      base: '500000',
      carry_in: '0',
      amount: '50000',
      rate: '1000',
    });
    // the job again: nothing new
    expect(await job('2026-03-15T17:45:00Z')).toEqual([]);
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(500) });
  });

  it('pays real time as the hour goes on, once per valid bet, and across a raise', async () => {
    const tree = await addTree(database.db, brand.id, 'rt');
    await fund(database.db, brand.id, tree.a, m(10_000));
    const first = await addRunningContract(database.db, {
      merchantId: brand.id,
      kind: 'realtime_salary',
      uplineId: tree.a,
      holderId: tree.b,
      tiers: [{ threshold: 0n, rate: 100n }],
    });
    const hour = hourPeriod(new Date('2026-06-01T05:00:00Z'), zone);
    const run = () =>
      settlement.runner.run(brand, {
        kind: 'realtime_salary',
        period: hour,
        trigger: 'schedule',
        actor: system,
      });
    await addStats(database.db, brand.id, tree.m1, '2026-06-01T05:10:00Z', { validBet: m(1_000) });
    await run();
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(10) });
    await run();
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(10) });
    await addStats(database.db, brand.id, tree.m2, '2026-06-01T05:20:00Z', { validBet: m(500.5) });
    await run();
    // 1 % of 1,500.50 = 15.005 → 15.00 in all, the first 10.00 not paid again
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 2, total: m(15) });

    // a raise to 2 % at 05:30: the new contract counts only the valid bet after it
    await database.db.execute(
      sql`update agent_contracts set state = 'terminated', ended_at = '2026-06-01T05:30:00Z'
          where id = ${first}`,
    );
    await addRunningContract(database.db, {
      merchantId: brand.id,
      kind: 'realtime_salary',
      uplineId: tree.a,
      holderId: tree.b,
      tiers: [{ threshold: 0n, rate: 200n }],
      answeredAt: new Date('2026-06-01T05:30:00Z'),
    });
    await addStats(database.db, brand.id, tree.m1, '2026-06-01T05:40:00Z', { validBet: m(1_000) });
    await run();
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 3, total: m(35) });
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(m(10_000 - 35));
  });
});
