import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LotteryBetView, LotteryCurrent } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { allDigits, valueOf } from './testing/lottery-kit.ts';
import { useLotteryBetsApp } from './testing/lottery-bets-kit.ts';

// chases, voids and the brand’s settings are in lottery-chases.api.test.ts
type Answer = { statusCode: number; body: string; json(): unknown };

describe('lottery: bets, refusals, the cut-off, settlement', () => {
  const { clock, db, tick, at, demo, current, expectRefused, bet } = useLotteryBetsApp();

  it('shows the current issue with its commitment and countdown data', async () => {
    const answer = valueOf<LotteryCurrent>(await demo().current('5d'));
    expect(answer.current).toMatchObject({ state: 'open' });
    expect(answer.current!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.current!.issueNo).toMatch(/^\d{8}-\d{4}$/);
    expect(Date.parse(answer.current!.closesAt)).toBeGreaterThan(clock.now);
    expect(valueOf<{ games: unknown[] }>(await demo().games()).games).toHaveLength(5);
  });

  it('refuses every bad bet with its own key and moves no money', async () => {
    const { issueNo } = await current();
    await expectRefused(
      () => demo().bet('5d', bet(issueNo, [{ type: 'position', position: 0, numbers: [10] }])),
      400,
      'lottery_number_out_of_range',
    );
    await expectRefused(
      () => demo().bet('5d', bet(issueNo, [{ type: 'position', position: 0, numbers: [3, 3] }])),
      400,
      'lottery_number_duplicate',
    );
    await expectRefused(
      () => demo().bet('5d', bet(issueNo, [{ type: 'position', position: 7, numbers: [3] }])),
      400,
      'lottery_combination_invalid',
    );
    await expectRefused(
      () => demo().bet('5d', bet(issueNo, [{ type: 'jackpot', numbers: [3] }])),
      400,
      'lottery_bet_type_unknown',
    );
    await expectRefused(
      () =>
        demo().bet(
          '5d',
          bet(issueNo, [
            { type: 'bigSmall', options: ['big'] },
            { type: 'bigSmall', options: ['big'] },
          ]),
        ),
      400,
      'lottery_number_duplicate',
    );
    await expectRefused(
      () => demo().bet('11x5', bet(issueNo, [{ type: 'any', k: 3, numbers: [1, 2] }])),
      400,
      'lottery_combination_invalid',
    );
    await expectRefused(
      () => demo().bet('5d', bet('20200101-0001', [allDigits()])),
      404,
      'lottery_issue_not_found',
    );
    await expectRefused(
      () => demo().bet('5d', bet(issueNo, [allDigits()], '0.50')),
      400,
      'stake_below_minimum',
    );
    await expectRefused(
      () =>
        demo().chase('5d', {
          selections: [allDigits()],
          lineStake: '1.00',
          issues: 11,
          stopOnWin: true,
        }),
      400,
      'lottery_chase_too_long',
    );
    // over the brand's game policy: the wallet refuses the stake, the reservation is given back
    await expectRefused(
      () =>
        demo().bet(
          '5d',
          bet(issueNo, [{ type: 'oddEven', options: ['odd', 'even'] }], '10000.00', 25),
        ),
      409,
      'bet_refused',
    );
    await expectRefused(
      () => demo().bet('5d', bet(issueNo, [allDigits()], '9000000.00')),
      400,
      'stake_above_maximum',
    );
  });

  it('refuses a bet on a closed number and over the caps', async () => {
    const { issueNo } = await current();
    await db().execute(sql`update lottery_games set restricted_numbers = '[7]', number_cap = 2000
                            where code = '5d'`);
    try {
      await expectRefused(
        () => demo().bet('5d', bet(issueNo, [{ type: 'position', position: 1, numbers: [6, 7] }])),
        409,
        'lottery_number_closed',
      );
      // 9.8 × 2.00 = 19.60 on one number: within 20.00; a second such bet is over
      expect(
        (await demo().bet('5d', bet(issueNo, [{ type: 'position', position: 1, numbers: [6] }])))
          .statusCode,
      ).toBe(200);
      await expectRefused(
        () => demo().bet('5d', bet(issueNo, [{ type: 'position', position: 1, numbers: [6] }])),
        409,
        'lottery_over_cap',
      );
      await db().execute(
        sql`update lottery_games set number_cap = 50000000, issue_cap = 1000 where code = '5d'`,
      );
      await expectRefused(
        () => demo().bet('5d', bet(issueNo, [{ type: 'position', position: 2, numbers: [1] }])),
        409,
        'lottery_over_cap',
      );
    } finally {
      await db()
        .execute(sql`update lottery_games set restricted_numbers = '[]', number_cap = 50000000,
                                    issue_cap = 200000000 where code = '5d'`);
    }
  });

  it('refuses a bet at the cut-off even before the close job ran, and takes one a millisecond earlier', async () => {
    const issue = await current();
    const cutoff = Date.parse(issue.closesAt);
    clock.now = cutoff - 1; // no tick: the issue row still says open
    expect(
      (await demo().bet('5d', bet(issue.issueNo, [{ type: 'oddEven', options: ['odd'] }])))
        .statusCode,
    ).toBe(200);
    clock.now = cutoff;
    await expectRefused(
      () => demo().bet('5d', bet(issue.issueNo, [{ type: 'oddEven', options: ['even'] }])),
      409,
      'lottery_issue_closed',
    );
    // a burst racing the close job at the boundary: every bet is refused, none half-written
    const answers = await Promise.all([
      tick(),
      ...Array.from({ length: 5 }, () =>
        demo().bet('5d', bet(issue.issueNo, [{ type: 'bigSmall', options: ['big'] }])),
      ),
    ]);
    for (const answer of answers.slice(1) as Answer[]) expect(answer.statusCode).toBe(409);
    const [row] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from lottery_bets b join lottery_issues i on i.id = b.issue_id where i.issue_no = ${issue.issueNo} and b.selections::text like '%big%'`,
    );
    expect(row!.n).toBe(0);
  });

  it('settles a bet with the worked amount, once, and shows the seed for verification', async () => {
    const issue = await current();
    const before = Number(await demo().balance());
    // ten lines × 2.00: exactly one digit wins 9.8 × 2.00 = 19.60
    const placed = valueOf<{ bet: LotteryBetView; balance: string }>(
      await demo().bet('5d', bet(issue.issueNo, [allDigits(3)])),
    );
    expect(placed.bet).toMatchObject({ lineCount: 10, stake: '20.00', state: 'placed' });
    expect(Number(placed.balance)).toBeCloseTo(before - 20, 2);
    expect(
      valueOf<{ serverSeed: string | null }>(await demo().verify('5d', issue.issueNo)).serverSeed,
    ).toBeNull();
    await at(Date.parse(issue.drawsAt));
    const mine = valueOf<{ bets: LotteryBetView[] }>(await demo().myBets()).bets.find(
      (b) => b.id === placed.bet.id,
    )!;
    expect(mine).toMatchObject({ state: 'won', payout: '19.60' });
    expect(Number(await demo().balance())).toBeCloseTo(before - 20 + 19.6, 2);
    const ledger = await ledgerRowCounts(db());
    await tick();
    await tick();
    expect(await ledgerRowCounts(db())).toEqual(ledger);
    const verify = valueOf<{
      serverSeed: string;
      beacon: string;
      result: number[];
      seedHash: string;
    }>(await demo().verify('5d', issue.issueNo));
    const { drawIssue, hashServerSeed } = await import('@lobby/game-math');
    expect(hashServerSeed(verify.serverSeed)).toBe(verify.seedHash);
    expect(
      drawIssue({
        kind: '5d',
        serverSeed: verify.serverSeed,
        issueId: issue.issueNo,
        beacon: verify.beacon,
      }),
    ).toEqual(verify.result);
    // the beacon is the next issue's commitment, made only when it opened (after the cut-off)
    const [next] = await rowsOf<{ seed_hash: string; opens_at: Date }>(
      db(),
      sql`select seed_hash, opens_at from lottery_issues where opens_at = ${new Date(issue.drawsAt)} and game_id = (select id from lottery_games where code = '5d')`,
    );
    expect(next!.seed_hash).toBe(verify.beacon);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
});
