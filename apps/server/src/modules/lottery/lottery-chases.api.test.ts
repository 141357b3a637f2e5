import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LotteryBetView } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import { allDigits, valueOf } from './testing/lottery-kit.ts';
import { useLotteryBetsApp } from './testing/lottery-bets-kit.ts';

// bets, refusals, the cut-off and settlement are in lottery-bets.api.test.ts
describe('lottery: chases, voids, the brand’s settings', () => {
  const { context, db, at, demo, other, current, expectRefused, bet } = useLotteryBetsApp();

  it('stops a chase on a win and refunds the remaining issues', async () => {
    const before = Number(await demo().balance());
    const chase = valueOf<{ chaseId: number; bets: LotteryBetView[] }>(
      await demo().chase('5d', {
        selections: [allDigits(1)],
        lineStake: '1.00',
        issues: 3,
        multipliers: [1, 2, 4],
        stopOnWin: true,
      }),
    );
    expect(chase.bets.map((b) => b.stake).sort()).toEqual(['10.00', '20.00', '40.00']);
    expect(Number(await demo().balance())).toBeCloseTo(before - 70, 2);
    const first = chase.bets.find((b) => b.multiplier === 1)!;
    const firstIssue = valueOf<{ issues: unknown[] }>(await demo().results('5d'));
    expect(firstIssue).toBeDefined();
    const [row] = await rowsOf<{ draws_at: Date }>(
      db(),
      sql`select i.draws_at from lottery_issues i join lottery_bets b on b.issue_id = i.id where b.id = ${first.id}`,
    );
    await at(new Date(row!.draws_at).getTime());
    // the first issue wins 9.8 × 1.00; the two later ones (30.00) come back
    expect(Number(await demo().balance())).toBeCloseTo(before - 10 + 9.8, 2);
    const states = valueOf<{ bets: LotteryBetView[] }>(await demo().myBets())
      .bets.filter((b) => b.chaseId === chase.chaseId)
      .map((b) => b.state)
      .sort();
    expect(states).toEqual(['refunded', 'refunded', 'won']);
  });

  it('cancels a chase (the owner only) and refunds what has not closed', async () => {
    const before = Number(await demo().balance());
    const chase = valueOf<{ chaseId: number }>(
      await demo().chase('5d', {
        selections: [{ type: 'bigSmall', options: ['big'] }],
        lineStake: '1.00',
        issues: 4,
        stopOnWin: false,
      }),
    );
    const refused = await other().cancelChase(chase.chaseId);
    expect(refused.statusCode).toBe(404);
    expect(valueOf<{ refundedBets: number }>(await demo().cancelChase(chase.chaseId))).toEqual({
      refundedBets: 4,
    });
    expect(Number(await demo().balance())).toBeCloseTo(before, 2);
    expect(
      valueOf<{ bets: LotteryBetView[] }>(await other().myBets()).bets.some(
        (b) => b.chaseId === chase.chaseId,
      ),
    ).toBe(false);
  });

  it('voids an issue with refunds; another brand cannot', async () => {
    const issue = await current();
    const before = Number(await demo().balance());
    valueOf(await demo().bet('5d', bet(issue.issueNo, [allDigits(4)])));
    await createOtherBrand(db());
    const stranger = await context().app.inject({
      method: 'POST',
      url: `/bo/lottery/issues/${issue.id}/void`,
      headers: {
        ...otherBrandHeaders,
        authorization: `Bearer ${await otherAdminToken(context().app)}`,
      },
    });
    expect(stranger.statusCode).toBe(404);
    const strangerGames = await context().app.inject({
      method: 'GET',
      url: '/bo/lottery/games',
      headers: {
        ...otherBrandHeaders,
        authorization: `Bearer ${await otherAdminToken(context().app)}`,
      },
    });
    expect(valueOf<{ games: unknown[] }>(strangerGames).games).toEqual([]);
    const admin = staffHeaders(await staffToken(context().app, 'admin'));
    const voided = await context().app.inject({
      method: 'POST',
      url: `/bo/lottery/issues/${issue.id}/void`,
      headers: admin,
    });
    expect(valueOf<{ refundedBets: number }>(voided)).toEqual({ refundedBets: 1 });
    expect(Number(await demo().balance())).toBeCloseTo(before, 2);
    await expectRefused(
      () => demo().bet('5d', bet(issue.issueNo, [allDigits(4)])),
      409,
      'lottery_issue_void',
    );
    expect(
      (
        await context().app.inject({
          method: 'POST',
          url: `/bo/lottery/issues/${issue.id}/void`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });

  it('lets the brand admin set prices, caps and restricted numbers, and refuses bad settings', async () => {
    const admin = staffHeaders(await staffToken(context().app, 'admin'));
    const listed = valueOf<{ games: Array<Record<string, unknown>> }>(
      await context().app.inject({ method: 'GET', url: '/bo/lottery/games', headers: admin }),
    );
    const k3 = listed.games.find((game) => game.code === 'k3')!;
    const input = {
      intervalSeconds: 120,
      cutoffSeconds: 20,
      odds: { ...(k3.odds as Record<string, number>), bigSmall: 1.95 },
      minLineStake: '1.00',
      maxLineStake: '500.00',
      numberCap: '10000.00',
      issueCap: '50000.00',
      restrictedNumbers: [6],
      maxChase: 5,
      isActive: true,
    };
    const put = (body: unknown) =>
      context().app.inject({
        method: 'PUT',
        url: '/bo/lottery/games/k3',
        headers: admin,
        payload: body as Record<string, unknown>,
      });
    expect(valueOf(await put(input))).toMatchObject({
      intervalSeconds: 120,
      restrictedNumbers: [6],
      maxLineStake: '500.00',
    });
    for (const bad of [
      { ...input, intervalSeconds: 90 },
      { ...input, cutoffSeconds: 120 },
      { ...input, minLineStake: '600.00' },
    ]) {
      const answer = await put(bad);
      expect({
        status: answer.statusCode,
        code: (answer.json() as { code?: string }).code,
      }).toEqual({ status: 400, code: 'lottery_settings_invalid' });
    }
    const cashier = staffHeaders(await staffToken(context().app, 'cashier'));
    expect(
      (
        await context().app.inject({
          method: 'PUT',
          url: '/bo/lottery/games/k3',
          headers: cashier,
          payload: input,
        })
      ).statusCode,
    ).toBe(403);
    const { issueNo } = await current('k3');
    await expectRefused(
      () => demo().bet('k3', bet(issueNo, [{ type: 'pair', numbers: [6] }])),
      409,
      'lottery_number_closed',
    );
  });
});
