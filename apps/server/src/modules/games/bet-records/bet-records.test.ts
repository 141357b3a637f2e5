import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type BetRecords, type ProfitReport } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { insertOtherMerchant } from '../../../../test/other-merchant-kit.ts';
import { rowsOf } from '../../../db/rows.ts';
import {
  demoMerchantId,
  memberIdOf,
  trialToken,
  walletCaller,
} from '../../wallet/testing/wallet-kit.ts';
import { createBetWriter } from './testing/bet-kit.ts';

type Caller = ReturnType<typeof walletCaller>;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe('betting record and profit and loss', () => {
  let ctx: TestContext;
  let demo: Caller;
  let agent: Caller;
  let trial: Caller;
  let demoBetIds: number[];

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const demoId = await memberIdOf(db, 'demo');
    const agentId = await memberIdOf(db, 'agent');
    const writeBets = createBetWriter(db, merchantId);
    demoBetIds = await writeBets([
      // 23:59:59 on 9 March in Bangkok, settled two seconds later on the 10th
      {
        memberId: demoId,
        game: 'LOBBY/lotus-fortune',
        stake: 1_000n,
        payout: 2_500n,
        status: 'settled',
        placedAt: '2025-03-09T16:59:59Z',
        settledAt: '2025-03-09T17:00:01Z',
      },
      // 00:00:00 on 10 March in Bangkok
      {
        memberId: demoId,
        game: 'LOBBY/crash',
        stake: 2_000n,
        status: 'settled',
        placedAt: '2025-03-09T17:00:00Z',
      },
      {
        memberId: demoId,
        game: 'LOBBYLIVE/baccarat',
        stake: 5_000n,
        payout: 9_750n,
        status: 'settled',
        placedAt: '2025-03-10T05:00:00Z',
      },
      {
        memberId: demoId,
        game: 'LOBBY/dice',
        stake: 300n,
        payout: 100n,
        status: 'open',
        placedAt: '2025-03-10T06:00:00Z',
      },
      {
        memberId: demoId,
        game: 'LOBBY/lotus-fortune',
        stake: 0n,
        status: 'cancelled',
        placedAt: '2025-03-10T07:00:00Z',
      },
      // an e-sports vendor filed under SPORTS, as older catalogues do: shown as ESPORTS
      {
        memberId: demoId,
        game: 'AV/esports',
        gameType: 'SPORTS',
        stake: 1_000n,
        validBet: 800n,
        payout: 1_900n,
        status: 'settled',
        placedAt: '2025-03-11T01:00:00Z',
      },
      {
        memberId: demoId,
        game: 'LOBBY/mines',
        stake: 100n,
        status: 'settled',
        placedAt: hoursAgo(2),
      },
    ]);
    const otherBrand = await insertOtherMerchant(db);
    await writeBets([
      // not the demo member's: another member, play money, another brand
      {
        memberId: agentId,
        game: 'LOBBY/crash',
        stake: 7_700n,
        status: 'settled',
        placedAt: '2025-03-10T05:00:00Z',
      },
      {
        memberId: demoId,
        game: 'LOBBY/crash',
        stake: 4_400n,
        unit: 'PLAY',
        status: 'settled',
        placedAt: '2025-03-10T05:00:00Z',
      },
      {
        memberId: demoId,
        merchantId: otherBrand,
        game: 'LOBBY/crash',
        stake: 9_900n,
        status: 'settled',
        placedAt: '2025-03-10T05:00:00Z',
      },
    ]);
    demo = walletCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    agent = walletCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    trial = walletCaller(ctx.app, await trialToken(ctx.app));
    const [trialMember] = await rowsOf<{ id: number }>(
      db,
      sql`select id from members where type = 4 order by id desc limit 1`,
    );
    await writeBets([
      {
        memberId: trialMember!.id,
        game: 'LOBBY/dice',
        stake: 500n,
        unit: 'PLAY',
        status: 'settled',
        placedAt: hoursAgo(1),
      },
      {
        memberId: trialMember!.id,
        game: 'LOBBY/dice',
        stake: 600n,
        status: 'settled',
        placedAt: hoursAgo(1),
      },
    ]);
  });
  afterAll(async () => ctx.close());

  const bets = async (caller: Caller, query: Record<string, string | number> = {}) => {
    const response = await caller.get(apiPaths.betRecords, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as BetRecords;
  };
  const profit = async (caller: Caller, query: Record<string, string | number> = {}) => {
    const response = await caller.get(apiPaths.profitReport, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as ProfitReport;
  };
  const march = { from: '2025-03-09', to: '2025-03-11' };

  it('lists the member’s rounds of the period, newest first, with the totals', async () => {
    const value = await bets(demo, march);
    expect(
      value.content.map((row) => [
        row.gameName,
        row.vendorName,
        row.gameType,
        row.stake,
        row.payout,
        row.winLoss,
        row.status,
      ]),
    ).toEqual([
      ['Arena Vortex E-Sports', 'Arena Vortex', 'ESPORTS', '10.00', '19.00', '9.00', 'settled'],
      ['Lotus Fortune', 'Lobby Originals', 'RNG', '0.00', '0.00', null, 'cancelled'],
      ['Dice', 'Lobby Arcade', 'ARCADE', '3.00', '1.00', null, 'open'],
      ['Lotus Baccarat', 'Lobby Live', 'LIVE', '50.00', '97.50', '47.50', 'settled'],
      ['Crash', 'Lobby Arcade', 'ARCADE', '20.00', '0.00', '-20.00', 'settled'],
      ['Lotus Fortune', 'Lobby Originals', 'RNG', '10.00', '25.00', '15.00', 'settled'],
    ]);
    expect(value.content[0]).toMatchObject({ validBet: '8.00', unit: 'THB', vassalage: 'AV' });
    expect(value.content[5]).toMatchObject({
      roundId: expect.stringMatching(/^round-/),
      placedAt: '2025-03-09T16:59:59.000Z',
      settledAt: '2025-03-09T17:00:01.000Z',
    });
    expect(value).toMatchObject({ pageNo: 1, totalPages: 1, totalElements: 6, unit: 'THB' });
    expect(value.totals).toEqual({
      betCount: 6,
      stake: '93.00',
      validBet: '91.00',
      payout: '142.50',
      winLoss: '51.50',
    });
    // without dates: the last seven days
    expect((await bets(demo)).content.map((row) => row.id)).toEqual([demoBetIds[6]]);
  });

  it('cuts days at local midnight in the brand time zone, both ends included', async () => {
    const games = async (from: string, to: string) =>
      (await bets(demo, { from, to })).content.map((row) => row.gameCode);
    expect(await games('2025-03-09', '2025-03-09')).toEqual(['lotus-fortune']);
    expect(await games('2025-03-10', '2025-03-10')).toEqual([
      'lotus-fortune',
      'dice',
      'baccarat',
      'crash',
    ]);
    expect(await games('2025-03-12', '2025-03-20')).toEqual([]);
  });

  it('filters by game type, vendor and status, the totals with them', async () => {
    const arcade = await bets(demo, { ...march, gameType: 'ARCADE' });
    expect(arcade.content.map((row) => row.gameCode)).toEqual(['dice', 'crash']);
    expect(arcade.totals).toMatchObject({ betCount: 2, stake: '23.00', winLoss: '-20.00' });
    const esports = await bets(demo, { ...march, gameType: 'ESPORTS' });
    expect(esports.content.map((row) => row.gameCode)).toEqual(['esports']);
    expect((await bets(demo, { ...march, gameType: 'SPORTS' })).totalElements).toBe(0);
    const live = await bets(demo, { ...march, vassalage: 'LOBBYLIVE' });
    expect(live.content.map((row) => row.gameCode)).toEqual(['baccarat']);
    const openOnes = await bets(demo, { ...march, status: 'open' });
    expect(openOnes.totals).toEqual({
      betCount: 1,
      stake: '3.00',
      validBet: '3.00',
      payout: '1.00',
      winLoss: '0.00',
    });
    const blank = await bets(demo, { ...march, gameType: '', vassalage: '', status: '' });
    expect(blank.totalElements).toBe(6);
    const lobbyArcade = await bets(demo, { ...march, gameType: 'ARCADE', vassalage: 'LOBBY' });
    expect(lobbyArcade.totalElements).toBe(2);
  });

  it('pages, with the same totals on every page', async () => {
    const all = await bets(demo, march);
    const pages = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++) {
      const page = await bets(demo, { ...march, pageNo, pageSize: 2 });
      expect(page).toMatchObject({ pageNo, pageSize: 2, totalPages: 3, totalElements: 6 });
      expect(page.totals).toEqual(all.totals);
      pages.push(...page.content);
    }
    expect(pages).toEqual(all.content);
    expect((await bets(demo, { ...march, pageNo: 4, pageSize: 2 })).content).toEqual([]);
  });

  it('names games and vendors in the asked language', async () => {
    const value = await bets(demo, { ...march, lang: 'th', vassalage: 'LOBBY', gameType: 'RNG' });
    expect(value.content.map((row) => [row.gameName, row.vendorName])).toEqual([
      ['โชคลาภดอกบัว', 'ล็อบบี้ ออริจินัล'],
      ['โชคลาภดอกบัว', 'ล็อบบี้ ออริจินัล'],
    ]);
  });

  it('sums settled rounds per day they settled and per game type', async () => {
    const value = await profit(demo, march);
    expect(value.unit).toBe('THB');
    expect(value.days).toEqual([
      {
        day: '2025-03-11',
        betCount: 1,
        stake: '10.00',
        validBet: '8.00',
        payout: '19.00',
        profitLoss: '9.00',
        gameTypes: [
          {
            gameType: 'ESPORTS',
            betCount: 1,
            stake: '10.00',
            validBet: '8.00',
            payout: '19.00',
            profitLoss: '9.00',
          },
        ],
      },
      {
        day: '2025-03-10',
        betCount: 3,
        stake: '80.00',
        validBet: '80.00',
        payout: '122.50',
        profitLoss: '42.50',
        gameTypes: [
          expect.objectContaining({ gameType: 'LIVE', betCount: 1, profitLoss: '47.50' }),
          expect.objectContaining({ gameType: 'RNG', betCount: 1, profitLoss: '15.00' }),
          expect.objectContaining({ gameType: 'ARCADE', betCount: 1, profitLoss: '-20.00' }),
        ],
      },
    ]);
    expect(value.totals).toEqual({
      betCount: 4,
      stake: '90.00',
      validBet: '88.00',
      payout: '141.50',
      profitLoss: '51.50',
    });
    // placed on the 9th but settled on the 10th: not in the 9th's profit and loss
    expect((await profit(demo, { from: '2025-03-09', to: '2025-03-09' })).days).toEqual([]);
    const live = await profit(demo, { ...march, vassalage: 'LOBBYLIVE' });
    expect(live.totals).toMatchObject({ betCount: 1, profitLoss: '47.50' });
    const arcade = await profit(demo, { ...march, gameType: 'ARCADE' });
    expect(arcade.days.map((day) => [day.day, day.profitLoss])).toEqual([['2025-03-10', '-20.00']]);
  });

  it("never shows another member's, another brand's or play-money rounds", async () => {
    const agentValue = await bets(agent, march);
    expect(agentValue.content.map((row) => row.stake)).toEqual(['77.00']);
    expect((await profit(agent, march)).totals.stake).toBe('77.00');
    const demoStakes = (await bets(demo, { ...march, pageSize: 100 })).content.map(
      (row) => row.stake,
    );
    expect(demoStakes).not.toContain('44.00');
    expect(demoStakes).not.toContain('99.00');
    expect(demoStakes).not.toContain('77.00');
  });

  it('shows a trial account only its play-money rounds', async () => {
    const value = await bets(trial);
    expect(value.unit).toBe('PLAY');
    expect(value.content.map((row) => [row.unit, row.stake])).toEqual([['PLAY', '5.00']]);
    expect((await profit(trial)).totals).toMatchObject({ betCount: 1, stake: '5.00' });
  });

  it('refuses bad dates and filters with 400, and anonymous callers with 401', async () => {
    const badQueries: Array<Record<string, string>> = [
      { from: '2025-02-30' },
      { from: '2025-03-10', to: '2025-03-09' },
      { from: '10-03-2025' },
      { to: 'yesterday' },
      { gameType: 'CASINO' },
      { vassalage: "LOBBY' or 1=1" },
      { status: 'won' },
      { pageSize: '101' },
      { pageNo: '0' },
    ];
    for (const path of [apiPaths.betRecords, apiPaths.profitReport]) {
      for (const query of badQueries) {
        const pagingOnly = ['status', 'pageSize', 'pageNo'].some((name) => name in query);
        if (path === apiPaths.profitReport && pagingOnly) continue;
        const response = await demo.get(path, query);
        expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
      }
      const anonymous = await walletCaller(ctx.app).get(path);
      expect(anonymous.statusCode).toBe(401);
    }
  });
});
