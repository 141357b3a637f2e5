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
import { daysPeriod } from './settlement-periods.ts';
import type { RunRequest, SettlementBrand } from './settlement-runner.ts';

const zone = 'Asia/Bangkok';
/** Money in minor units (2 decimals). */
const m = (major: number) => BigInt(Math.round(major * 100));
const salaryLadder = (...rungs: Array<[number, number]>) =>
  rungs.map(([threshold, rate]) => ({ threshold: m(threshold), rate: m(rate) }));

describe('settlement runs (daily salary): level difference, idempotency, crash, debts', () => {
  let database: Database;
  let brand: SettlementBrand;
  let settlement: ReturnType<typeof settlementOn>;
  const daily = (date: string): RunRequest => ({
    kind: 'daily_salary',
    period: daysPeriod(date, date, zone),
    trigger: 'cli',
    actor: { kind: 'system', id: null },
  });
  const items = (contractId: number) =>
    rowsOf<{ state: string; amount: string; paid: string; period_start: Date }>(
      database.db,
      sql`select state, amount::text, paid::text, period_start from agent_settlements
          where contract_id = ${contractId} order by period_start`,
    );

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemo(database.db);
    brand = { id: await demoMerchantId(database.db), currencyDecimals: 2, timeZone: zone };
    settlement = settlementOn(database.db);
  });
  afterAll(async () => {
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
    await database?.close();
  });

  /** a → b (daily 20/40/60 per 10,000), b → c (10/30/50); a funded. */
  async function salaryTree(prefix: string, funds: number) {
    const tree = await addTree(database.db, brand.id, prefix);
    const ab = await addRunningContract(database.db, {
      merchantId: brand.id,
      kind: 'daily_salary',
      uplineId: tree.a,
      holderId: tree.b,
      tiers: salaryLadder([0, 20], [1_000_000, 40], [5_000_000, 60]),
    });
    const bc = await addRunningContract(database.db, {
      merchantId: brand.id,
      kind: 'daily_salary',
      uplineId: tree.b,
      holderId: tree.c,
      tiers: salaryLadder([0, 10], [1_000_000, 30], [5_000_000, 50]),
    });
    if (funds > 0) await fund(database.db, brand.id, tree.a, m(funds));
    return { ...tree, ab, bc };
  }

  it('picks each rung by the team figures and pays the level difference down three levels', async () => {
    const tree = await salaryTree('ld', 10_000);
    // 12:00 local on 10 March; the day before and after do not count
    await addStats(database.db, brand.id, tree.m1, '2026-03-10T05:00:00Z', {
      validBet: m(800_000),
    });
    await addStats(database.db, brand.id, tree.m2, '2026-03-10T05:00:00Z', {
      validBet: m(400_000),
    });
    await addStats(database.db, brand.id, tree.m3, '2026-03-10T05:00:00Z', {
      validBet: m(999_999),
    });
    // 23:30 local on 9 March, 00:30 local on 11 March
    await addStats(database.db, brand.id, tree.m1, '2026-03-09T16:30:00Z', {
      validBet: m(5_000_000),
    });
    await addStats(database.db, brand.id, tree.m1, '2026-03-10T17:30:00Z', {
      validBet: m(5_000_000),
    });

    const summary = await settlement.runner.run(brand, daily('2026-03-10'));
    expect(summary).toMatchObject({ contracts: 2, created: 2, owed: 0n });
    // c's team: 800,000 → rung 10.00 → 800.00; b's team: 1,200,000 → rung 40.00 → 4,800.00
    expect(await items(tree.bc)).toMatchObject([{ state: 'paid', amount: '80000', paid: '80000' }]);
    expect(await items(tree.ab)).toMatchObject([{ state: 'paid', amount: '480000' }]);
    expect(await balanceOf(database.db, brand.id, tree.c)).toBe(m(800));
    // b keeps its direct member's 400,000 × 40 + c's 800,000 × (40 − 10) = 4,000.00
    expect(await balanceOf(database.db, brand.id, tree.b)).toBe(m(4_000));
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(m(10_000 - 4_800));
  });

  it('runs twice without paying twice', async () => {
    const tree = await salaryTree('twice', 10_000);
    await addStats(database.db, brand.id, tree.m1, '2026-03-10T05:00:00Z', {
      validBet: m(100_000),
    });
    await settlement.runner.run(brand, daily('2026-03-10'));
    const paid = await payoutsTo(database.db, tree.c);
    expect(paid).toEqual({ count: 1, total: m(100) });
    // nothing left to do: no run at all, unless asked for (a re-run), which writes nothing
    expect(await settlement.runner.run(brand, daily('2026-03-10'))).toBeUndefined();
    const again = await settlement.runner.run(brand, { ...daily('2026-03-10'), always: true });
    expect(again).toMatchObject({ created: 0, paid: 0n });
    expect(await payoutsTo(database.db, tree.c)).toEqual(paid);
  });

  it('tops up a salary paid early when its team bets more in the same day', async () => {
    const tree = await salaryTree('early', 10_000);
    await addStats(database.db, brand.id, tree.m1, '2026-03-11T02:00:00Z', {
      validBet: m(600_000),
    });
    await settlement.runner.run(brand, daily('2026-03-11'));
    // 600,000 at 10.00 per 10,000
    expect(await items(tree.bc)).toMatchObject([{ amount: '60000', paid: '60000' }]);
    // later that day the team passes the next rung: 1,200,000 at 30.00 = 3,600.00 in all
    await addStats(database.db, brand.id, tree.m1, '2026-03-11T15:00:00Z', {
      validBet: m(600_000),
    });
    const summary = await settlement.runner.run(brand, daily('2026-03-11'));
    expect(summary).toMatchObject({ created: 0 });
    expect(await items(tree.bc)).toMatchObject([
      { state: 'paid', amount: '360000', paid: '360000' },
    ]);
    expect(await payoutsTo(database.db, tree.c)).toEqual({ count: 2, total: m(3_600) });
    // nothing grew since: no run
    expect(await settlement.runner.run(brand, daily('2026-03-11'))).toBeUndefined();
  });

  it('resumes a run cut short by a crash, paying every contract exactly once', async () => {
    const tree = await salaryTree('crash', 10_000);
    await addStats(database.db, brand.id, tree.m1, '2026-03-12T05:00:00Z', {
      validBet: m(100_000),
    });
    await addStats(database.db, brand.id, tree.m2, '2026-03-12T05:00:00Z', {
      validBet: m(100_000),
    });
    // the run stops right after a's contract with b (uplines are settled first)
    const crash = {
      afterContract: (contract: { id: number }) => {
        if (contract.id === tree.ab) throw new Error('power cut');
      },
    };
    await expect(settlement.runner.run(brand, daily('2026-03-12'), crash)).rejects.toThrow(
      'power cut',
    );
    const [failed] = await rowsOf<{ outcome: string; error: string }>(
      database.db,
      sql`select outcome, error from agent_settlement_runs order by id desc limit 1`,
    );
    expect(failed).toEqual({ outcome: 'failed', error: 'power cut' });
    // the upline's contract was settled first; the other waits
    expect(await items(tree.ab)).toHaveLength(1);
    expect(await items(tree.bc)).toHaveLength(0);

    await settlement.runner.run(brand, daily('2026-03-12'));
    // b: 200,000 × 20 = 400.00 once; c: 100,000 × 10 = 100.00 once
    expect(await payoutsTo(database.db, tree.b)).toEqual({ count: 1, total: m(400) });
    expect(await payoutsTo(database.db, tree.c)).toEqual({ count: 1, total: m(100) });
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(m(10_000 - 400));
    // every contract in force (the other tests' trees too) has exactly one item for the day;
    // the seeded house contract of the demo agent was accepted later, so it is not in force
    const day = daysPeriod('2026-03-12', '2026-03-12', zone);
    const perContract = await rowsOf<{ n: number }>(
      database.db,
      sql`select count(s.id)::int as n from agent_contracts c
          left join agent_settlements s on s.contract_id = c.id
            and s.period_start = ${day.start.toISOString()}::timestamptz
          where c.kind = 'daily_salary' and c.state = 'accepted'
            and c.answered_at < ${day.end.toISOString()}::timestamptz
          group by c.id`,
    );
    expect(perContract.map((row) => row.n)).toEqual(perContract.map(() => 1));
  });

  it('leaves a payout owed without funds and pays it, oldest first, when money arrives', async () => {
    const tree = await salaryTree('debt', 0);
    await addStats(database.db, brand.id, tree.m1, '2026-03-13T05:00:00Z', {
      validBet: m(100_000),
    });
    await addStats(database.db, brand.id, tree.m1, '2026-03-14T05:00:00Z', {
      validBet: m(200_000),
    });
    await settlement.runner.run(brand, daily('2026-03-13'));
    await settlement.runner.run(brand, daily('2026-03-14'));
    // a has nothing: b is owed 200.00 and 400.00; b had nothing to pay c with either
    expect(await items(tree.ab)).toMatchObject([
      { state: 'owed', amount: '20000', paid: '0' },
      { state: 'owed', amount: '40000', paid: '0' },
    ]);
    expect(await items(tree.bc)).toMatchObject([{ state: 'owed' }, { state: 'owed' }]);
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(0n);

    // 300.00 arrives: `whole` pays the oldest (200.00) only; 100.00 is not enough for 400.00
    await fund(database.db, brand.id, tree.a, m(300));
    await settlement.jobs.payAllDebts();
    expect(await items(tree.ab)).toMatchObject([
      { state: 'paid', paid: '20000' },
      { state: 'owed', paid: '0' },
    ]);
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(m(100));
    // b now pays c's items (100.00 and 200.00) in full, oldest first; nothing goes below zero
    expect(await items(tree.bc)).toMatchObject([
      { state: 'paid', paid: '10000' },
      { state: 'owed', paid: '0' },
    ]);

    // `partial`: the 100.00 a still has goes to the 400.00 item
    await database.db.update(agentSettings).set({ debtRule: 'partial' });
    await settlement.jobs.payAllDebts();
    expect(await items(tree.ab)).toMatchObject([
      { state: 'paid' },
      { state: 'owed', amount: '40000', paid: '10000' },
    ]);
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(0n);
    await fund(database.db, brand.id, tree.a, m(1_000));
    await settlement.jobs.payAllDebts();
    expect(await items(tree.ab)).toMatchObject([
      { state: 'paid' },
      { state: 'paid', paid: '40000' },
    ]);
    expect(await items(tree.bc)).toMatchObject([{ state: 'paid' }, { state: 'paid' }]);
    expect(await balanceOf(database.db, brand.id, tree.a)).toBe(m(1_000 - 300));
    await database.db.update(agentSettings).set({ debtRule: 'whole' });

    const audit = await rowsOf<{ action: string; n: number }>(
      database.db,
      sql`select action, count(*)::int as n from audit_log where subject_kind = 'agent_settlement'
            and subject_id in (select id::text from agent_settlements where contract_id = ${tree.ab})
          group by action order by action`,
    );
    expect(audit).toEqual([
      { action: 'agent_settlement.pay', n: 3 },
      { action: 'agent_settlement.settle', n: 2 },
    ]);
  });
});
