import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { sportsbookPaths } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import {
  betOf,
  betRowCount,
  bookOperator,
  bookPlayer,
  expectBookRefusal,
  footballFixture,
  selectionsOf,
} from './testing/sportsbook-kit.ts';

describe('the bet slip: placement, refusals, idempotency, authorization', () => {
  let ctx: TestContext;
  let player: Awaited<ReturnType<typeof bookPlayer>>;
  let operator: ReturnType<typeof bookOperator>;
  let fixtureA: number;
  let fixtureB: number;
  let pick: Awaited<ReturnType<typeof selectionsOf>>;
  let pickB: Awaited<ReturnType<typeof selectionsOf>>;
  let marketsA: number[];
  const db = () => ctx.database.db;
  const refused = (
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) => expectBookRefusal(db(), send, status, code);

  beforeAll(async () => {
    ctx = await createTestApp();
    player = await bookPlayer(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    operator = bookOperator(ctx.app, await staffToken(ctx.app, 'admin'));
    const a = await operator.publish(footballFixture('Alpha', 'Beta'));
    fixtureA = a.fixtureId;
    marketsA = a.marketIds;
    fixtureB = (await operator.publish(footballFixture('Gamma', 'Delta'))).fixtureId;
    pick = await selectionsOf(ctx.app, fixtureA);
    pickB = await selectionsOf(ctx.app, fixtureB);
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('shows the demo book: the menu counts and a fixture with all its markets', async () => {
    const menu = await ctx.app.inject({
      method: 'GET',
      url: sportsbookPaths.menu,
      headers: { merchant: 'lotus' },
    });
    const sports = (
      menu.json() as { value: { sports: { code: string; counts: Record<string, number> }[] } }
    ).value.sports;
    const football = sports.find((s) => s.code === 'football')!;
    expect(football.counts.live).toBeGreaterThanOrEqual(2);
    expect(football.counts.today).toBeGreaterThanOrEqual(3);
    expect(sports.map((s) => s.code)).toEqual(expect.arrayContaining(['lol', 'dota2', 'cs2']));
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/lgw/sportsbook/fixtures/${fixtureA}`,
      headers: { merchant: 'lotus' },
    });
    const markets = (detail.json() as { value: { markets: { line: string | null }[] } }).value
      .markets;
    expect(markets.map((m) => m.line)).toEqual(['-0.75', null, '+2.5', null]);
  });

  it('takes a single: the risk leaves the wallet once and the bet is open', async () => {
    const before = await player.balance();
    const response = await player.place({
      kind: 'single',
      stake: '100.00',
      legs: [{ selectionId: pick(0, 'home'), odds: 1900 }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const bet = betOf(response);
    expect(bet).toMatchObject({
      state: 'open',
      risk: '100.00',
      win: '90.00',
      odds: 1900,
      kind: 'single',
    });
    expect(await player.balance()).toBe(before - 10_000n);
    // the placement answers the bet as the betting record reads it back
    expect(betOf(await player.bet(bet.id))).toEqual(bet);
  });

  it('negative Malay odds: the typed amount is the win and the risk is stake × |odds|', async () => {
    const before = await player.balance();
    // Malay −0.50 is decimal 3.00: the away side of fixture B's 1X2 is 3.50 → Malay −0.4
    const bet = betOf(
      await player.place({
        kind: 'single',
        stake: '40.00',
        oddsFormat: 'malay',
        legs: [{ selectionId: pickB(1, 'away'), odds: 3500 }],
      }),
    );
    expect(bet).toMatchObject({
      nominalStake: '40.00',
      risk: '16.00',
      win: '40.00',
      oddsFormat: 'malay',
    });
    expect(await player.balance()).toBe(before - 1_600n);
  });

  it('a concurrent duplicate placement debits once and writes one bet', async () => {
    const before = await player.balance();
    const rows = await betRowCount(db());
    const body = {
      requestId: 'dup-request-0001',
      kind: 'single',
      stake: '10.00',
      legs: [{ selectionId: pick(2, 'over'), odds: 1800 }],
    };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => player.caller.post(sportsbookPaths.bets, body)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => betOf(a).id)).size).toBe(1);
    expect(await betRowCount(db())).toBe(rows + 1);
    expect(await player.balance()).toBe(before - 1_000n);
  });

  it('refuses a suspended or closed market', async () => {
    expect((await operator.marketState(marketsA[2]!, 'suspended')).statusCode).toBe(200);
    await refused(
      () =>
        player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: pick(2, 'under'), odds: 2000 }],
        }),
      409,
      'sb_market_suspended',
    );
    expect((await operator.marketState(marketsA[2]!, 'closed')).statusCode).toBe(200);
    await refused(
      () =>
        player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: pick(2, 'under'), odds: 2000 }],
        }),
      409,
      'sb_market_closed',
    );
  });

  it('refuses changed odds by the member setting, and takes a higher price when allowed', async () => {
    const selection = pickB(0, 'away');
    expect((await operator.odds(selection, 2000)).statusCode).toBe(200);
    await refused(
      () =>
        player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: selection, odds: 1950 }],
        }),
      409,
      'sb_odds_changed',
    );
    const saved = await player.settings({
      oddsFormat: 'decimal',
      oddsChange: 'accept_higher',
      maxSlippageBp: 0,
      quickStakes: ['10.00', '50.00'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const taken = betOf(
      await player.place({
        kind: 'single',
        stake: '5.00',
        legs: [{ selectionId: selection, odds: 1950 }],
      }),
    );
    expect(taken.odds).toBe(2000);
    expect((await operator.odds(selection, 1800)).statusCode).toBe(200);
    await refused(
      () =>
        player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: selection, odds: 2000 }],
        }),
      409,
      'sb_odds_changed',
    );
    await player.settings({
      oddsFormat: 'decimal',
      oddsChange: 'accept_any',
      maxSlippageBp: 500,
      quickStakes: [],
    });
    await refused(
      () =>
        player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: selection, odds: 2000 }],
        }),
      409,
      'sb_odds_changed',
    );
    expect((await operator.odds(selection, 1900)).statusCode).toBe(200);
    expect(
      (
        await player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: selection, odds: 2000 }],
        })
      ).statusCode,
    ).toBe(200);
    await player.settings({
      oddsFormat: 'decimal',
      oddsChange: 'reject',
      maxSlippageBp: 0,
      quickStakes: [],
    });
  });

  it('refuses a stake over the limit (the most restrictive applies) and shows the max stake', async () => {
    const [demo] = await rowsOf<{ id: number }>(
      db(),
      sql`select id::int from members where username = 'demo'`,
    );
    // sport limit 50, the member's stake factor 0.5: the member's max stake is 25
    expect((await operator.limit({ sport: 'football', maxStake: '50.00' })).statusCode).toBe(200);
    expect((await operator.limit({ memberId: demo!.id, stakeFactorBp: 5000 })).statusCode).toBe(
      200,
    );
    const selection = pickB(2, 'under');
    const max = await player.caller.get(`${sportsbookPaths.maxStake}?selections=${selection}`);
    expect((max.json() as { value: { selections: unknown[] } }).value.selections).toEqual([
      { selectionId: selection, odds: 2000, available: true, maxStake: '25.00' },
    ]);
    await refused(
      () =>
        player.place({
          kind: 'single',
          stake: '25.01',
          legs: [{ selectionId: selection, odds: 2000 }],
        }),
      409,
      'sb_stake_over_limit',
    );
    expect(
      (
        await player.place({
          kind: 'single',
          stake: '25.00',
          legs: [{ selectionId: selection, odds: 2000 }],
        })
      ).statusCode,
    ).toBe(200);
    expect((await operator.limit({ sport: 'football', maxStake: null })).statusCode).toBe(200);
    expect((await operator.limit({ memberId: demo!.id, stakeFactorBp: null })).statusCode).toBe(
      200,
    );
  });

  it('refuses correlated parlay legs and a wrong slip shape', async () => {
    await refused(
      () =>
        player.place({
          kind: 'parlay',
          stake: '5.00',
          legs: [
            { selectionId: pick(0, 'home'), odds: 1900 },
            { selectionId: pick(1, 'home'), odds: 2000 },
          ],
        }),
      409,
      'sb_correlated_legs',
    );
    await refused(
      () =>
        player.place({
          kind: 'parlay',
          stake: '5.00',
          legs: [{ selectionId: pick(0, 'home'), odds: 1900 }],
        }),
      400,
      'sb_bet_shape_invalid',
    );
    await refused(
      () =>
        player.place({
          kind: 'system',
          system: 'trixie',
          stake: '5.00',
          legs: [
            { selectionId: pick(0, 'home'), odds: 1900 },
            { selectionId: pickB(1, 'draw'), odds: 3200 },
          ],
        }),
      400,
      'sb_bet_shape_invalid',
    );
  });

  it("keeps a member out of another member's bets and another brand's staff out of this book", async () => {
    const bet = betOf(
      await player.place({
        kind: 'single',
        stake: '2.00',
        legs: [{ selectionId: pick(1, 'draw'), odds: 3200 }],
      }),
    );
    const agent = await bookPlayer(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    await refused(() => agent.bet(bet.id), 404, 'sb_bet_not_found');
    await refused(() => agent.quote(bet.id), 404, 'sb_bet_not_found');
    const listed = (await agent.bets('open')).json() as { value: { bets: unknown[] } };
    expect(listed.value.bets).toEqual([]);

    await createOtherBrand(db());
    const stranger = bookOperator(ctx.app, await otherAdminToken(ctx.app), otherBrandHeaders);
    await refused(
      () => stranger.result(fixtureA, { home: 1, away: 0 }),
      404,
      'sb_fixture_not_found',
    );
    await refused(() => stranger.voidFixture(fixtureA), 404, 'sb_fixture_not_found');
    await refused(() => stranger.odds(pick(0, 'home'), 5000), 404, 'sb_selection_not_found');
    await refused(
      () => stranger.marketState(marketsA[0]!, 'suspended'),
      404,
      'sb_market_not_found',
    );
    expect(betOf(await player.bet(bet.id)).state).toBe('open');
  });
});
