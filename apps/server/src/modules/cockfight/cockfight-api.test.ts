import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  CockfightBoard,
  CockfightFightView,
  CockfightSettlement,
  MyCockfightBets,
} from '@lobby/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffLogin } from '../../../test/staff-kit.ts';
import { demoStaff } from '../../seed/demo-staff.ts';
import {
  boardFrom,
  cockfightOperator,
  cockfightPlayer,
  expectRefusedUnchanged,
  fakeGeoIp,
  openCockfightSession,
  valueOf,
} from './testing/cockfight-kit.ts';

const cents = (text: string) => BigInt(text.replace('.', ''));

describe('cockfight through the provider wallet', () => {
  let ctx: TestContext;
  let operator: ReturnType<typeof cockfightOperator>;
  let player: ReturnType<typeof cockfightPlayer>;
  let eventId: number | undefined;
  let staffToken: string;
  let nextFight = 1;

  const balance = async (fightId: number) =>
    cents(valueOf<MyCockfightBets>(await player.mine(fightId)).balance);
  // the test's own event, made after the first test has looked at the seeded one
  const ownEvent = async () =>
    (eventId ??= valueOf<{ id: number }>(await operator.createEvent()).id);
  const newFight = async () =>
    valueOf<CockfightFightView>(await operator.createFight(await ownEvent(), nextFight++)).id;
  const bet = async (fightId: number, side: string, stake: string) =>
    valueOf<{ bet: { id: number } }>(await player.bet(fightId, side, stake)).bet.id;
  const expectRefused = (
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) => expectRefusedUnchanged(ctx.database.db, send, status, code);

  beforeAll(async () => {
    ctx = await createTestApp({ geoIp: fakeGeoIp });
    const staff = await staffLogin(ctx.app, demoStaff.admin);
    staffToken = staff.token;
    operator = cockfightOperator(ctx.app, staff.token);
    const memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    player = cockfightPlayer(ctx.app, await openCockfightSession(ctx.app, memberToken));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('shows the seeded board to Cambodia only: the open fight and the trend grid', async () => {
    const board = valueOf<CockfightBoard>(await boardFrom(ctx.app, 'KH'));
    expect(board.available).toBe(true);
    expect(board.fights[0]).toMatchObject({ fightNumber: 6, state: 'open', wouldCancel: true });
    expect(board.trend.map((bead) => bead.result)).toEqual([
      'meron',
      'wala',
      'meron',
      'draw',
      'cancelled',
    ]);
    for (const country of ['PH', 'TH', 'none'] as const) {
      const closed = valueOf<CockfightBoard>(await boardFrom(ctx.app, country));
      expect(closed).toMatchObject({ available: false, event: null, fights: [] });
    }
  });

  it('pays the winning side by the pari-mutuel ratio and the plasada stays with the house', async () => {
    const fight = await newFight();
    const before = await balance(fight);
    const meron = await bet(fight, 'meron', '100.00');
    await bet(fight, 'wala', '50.00');
    await bet(fight, 'draw', '10.00');
    expect(await balance(fight)).toBe(before - 16_000n);
    const last = valueOf<CockfightSettlement>(await operator.state(fight, 'last_call'));
    // (100 + 50) × 0.95 / 100 = 1.425; / 50 = 2.85
    expect(last.fight.payoutPer100).toEqual({ meron: '142.50', wala: '285.00' });
    valueOf(await operator.state(fight, 'closed'));
    const settled = valueOf<CockfightSettlement>(await operator.result(fight, 'meron'));
    expect(settled).toMatchObject({ settledBets: 3, pendingBets: 0 });
    const mine = valueOf<MyCockfightBets>(await player.mine(fight));
    expect(mine.bets.find((one) => one.id === meron)?.returned).toBe('142.50');
    expect(mine.bets.map((one) => one.returned).toSorted()).toEqual(['0.00', '0.00', '142.50']);
    expect(await balance(fight)).toBe(before - 16_000n + 14_250n);

    // the same result again moves nothing (idempotent settlement)
    const again = valueOf<CockfightSettlement>(await operator.result(fight, 'meron'));
    expect(again).toMatchObject({ settledBets: 0, pendingBets: 0 });
    expect(await balance(fight)).toBe(before - 16_000n + 14_250n);

    // a correction settles again: Meron's 142.50 comes back, Wala gets 142.50, Draw 90.00
    const corrected = valueOf<CockfightSettlement>(await operator.result(fight, 'draw'));
    expect(corrected).toMatchObject({ settledBets: 3, pendingBets: 0 });
    const after = valueOf<MyCockfightBets>(await player.mine(fight));
    expect(after.bets.map((one) => [one.side, one.returned]).toSorted()).toEqual([
      ['draw', '90.00'],
      ['meron', '100.00'],
      ['wala', '50.00'],
    ]);
    expect(await balance(fight)).toBe(before - 16_000n + 24_000n);
  });

  it('pays a draw 8:1 and refunds Meron and Wala', async () => {
    const fight = await newFight();
    const before = await balance(fight);
    await bet(fight, 'meron', '20.00');
    await bet(fight, 'wala', '20.00');
    await bet(fight, 'draw', '10.00');
    valueOf(await operator.state(fight, 'closed'));
    valueOf(await operator.result(fight, 'draw'));
    expect(await balance(fight)).toBe(before - 5_000n + 2_000n + 2_000n + 9_000n);
  });

  it('cancels at close when a side would pay 107 or less, and refunds every bet', async () => {
    const fight = await newFight();
    const before = await balance(fight);
    await bet(fight, 'meron', '100.00');
    await bet(fight, 'wala', '10.00'); // Meron: 110 × 0.95 / 100 = 104.50 per 100
    await bet(fight, 'draw', '5.00');
    const closed = valueOf<CockfightSettlement>(await operator.state(fight, 'closed'));
    expect(closed.fight).toMatchObject({
      state: 'resulted',
      result: 'cancelled',
      wouldCancel: true,
    });
    expect(closed.settledBets).toBe(3);
    expect(await balance(fight)).toBe(before);
    // a result entered afterwards cannot turn the cancelled fight into a win
    valueOf(await operator.result(fight, 'meron'));
    expect(await balance(fight)).toBe(before);
  });

  it('cancelled by the operator refunds all', async () => {
    const fight = await newFight();
    const before = await balance(fight);
    await bet(fight, 'meron', '30.00');
    await bet(fight, 'wala', '30.00');
    valueOf(await operator.state(fight, 'closed'));
    valueOf(await operator.result(fight, 'cancelled'));
    expect(await balance(fight)).toBe(before);
  });

  it('places a bet once per key; another bet under the same key is refused', async () => {
    const fight = await newFight();
    const before = await balance(fight);
    const first = valueOf<{ bet: { id: number } }>(
      await player.bet(fight, 'meron', '5.00', { key: 'same-key-0001' }),
    );
    const repeat = valueOf<{ bet: { id: number } }>(
      await player.bet(fight, 'meron', '5.00', { key: 'same-key-0001' }),
    );
    expect(repeat.bet.id).toBe(first.bet.id);
    expect(await balance(fight)).toBe(before - 500n);
    await expectRefused(
      () => player.bet(fight, 'meron', '6.00', { key: 'same-key-0001' }),
      409,
      'idempotency_conflict',
    );
  });

  it('refuses a bet on a closed fight, a bad stake and an unknown fight, moving nothing', async () => {
    const fight = await newFight();
    await bet(fight, 'meron', '10.00');
    await bet(fight, 'wala', '10.00');
    valueOf(await operator.state(fight, 'closed'));
    await expectRefused(() => player.bet(fight, 'wala', '5.00'), 409, 'cockfight_betting_closed');
    await expectRefused(() => player.bet(fight, 'wala', '5.001'), 400, 'amount_too_precise');
    await expectRefused(
      () => player.bet(999_999, 'wala', '5.00'),
      404,
      'cockfight_fight_not_found',
    );
    await expectRefused(() => operator.state(fight, 'last_call'), 409, 'cockfight_state_invalid');
    await expectRefused(() => player.bet(1e20, 'wala', '5.00'), 400, 'validation_failed');
    await expectRefused(() => player.bet(fight, 'tie', '5.00'), 400, 'validation_failed');
    const badDay = await ctx.app.inject({
      method: 'POST',
      url: '/bo/cockfight/events',
      headers: { ...staffHeaders(staffToken), 'x-forwarded-for': '10.200.9.9' },
      payload: { arena: 'X', eventDate: '2026-02-30' },
    });
    expect(badDay.statusCode).toBe(400);
  });

  it('refuses cockfight from a banned country even when an operator tries to enable it', async () => {
    const fight = await newFight();
    await expectRefused(
      () => player.bet(fight, 'meron', '5.00', { country: 'PH' }),
      403,
      'cockfight_unavailable_country',
    );
    await expectRefused(
      () => player.bet(fight, 'meron', '5.00', { country: 'none' }),
      403,
      'cockfight_unavailable_country',
    );
    await expectRefused(() => operator.saveSettings(['KH', 'PH']), 400, 'cockfight_country_banned');
    await expectRefused(() => operator.saveSettings(['VN']), 400, 'cockfight_country_banned');
    expect(valueOf(await operator.settings())).toEqual({
      enabledCountries: ['KH'],
      plasadaBps: 500,
    });
    // a country enabled later works, and switching it off refuses again
    valueOf(await operator.saveSettings([]));
    await expectRefused(
      () => player.bet(fight, 'meron', '5.00'),
      403,
      'cockfight_unavailable_country',
    );
    valueOf(await operator.saveSettings(['KH']));
    expect((await player.bet(fight, 'meron', '5.00')).statusCode).toBe(200);
  });

  it('ends an event: its wallet rounds close once and its results can no longer change', async () => {
    const event = valueOf<{ id: number }>(await operator.createEvent('Second arena')).id;
    const fight = valueOf<CockfightFightView>(await operator.createFight(event, 1)).id;
    await expectRefused(() => operator.endEvent(event), 409, 'cockfight_state_invalid');
    const meron = await bet(fight, 'meron', '10.00');
    const wala = await bet(fight, 'wala', '10.00');
    valueOf(await operator.state(fight, 'closed'));
    valueOf(await operator.result(fight, 'meron'));
    const roundStatus = async () =>
      (
        await rowsOf<{ status: string }>(
          ctx.database.db,
          sql`select status from bets where provider_round_id in (${`cf-${meron}`}, ${`cf-${wala}`}) order by provider_round_id`,
        )
      ).map((row) => row.status);
    expect(await roundStatus()).toEqual(['open', 'open']);
    const ended = valueOf<{ closedRounds: number; pendingRounds: number }>(
      await operator.endEvent(event),
    );
    expect(ended).toEqual(expect.objectContaining({ closedRounds: 2, pendingRounds: 0 }));
    expect(await roundStatus()).toEqual(['settled', 'settled']);
    const before = await balance(fight);
    expect((await operator.endEvent(event)).statusCode).toBe(200);
    await expectRefused(() => operator.result(fight, 'wala'), 409, 'cockfight_state_invalid');
    expect(await balance(fight)).toBe(before);
  });

  it("keeps another brand's staff out of this brand's events and fights", async () => {
    const { createOtherBrand, otherAdminToken, otherBrandHeaders } =
      await import('../backoffice/testing/other-brand-kit.ts');
    const fight = await newFight();
    const ownEventId = await ownEvent();
    await createOtherBrand(ctx.database.db);
    const stranger = cockfightOperator(ctx.app, await otherAdminToken(ctx.app), otherBrandHeaders);
    expect(valueOf<unknown[]>(await stranger.events())).toEqual([]);
    await expectRefused(() => stranger.state(fight, 'closed'), 404, 'cockfight_fight_not_found');
    await expectRefused(() => stranger.result(fight, 'meron'), 404, 'cockfight_fight_not_found');
    await expectRefused(
      () => stranger.createFight(ownEventId, 99),
      404,
      'cockfight_event_not_found',
    );
    expect((await operator.state(fight, 'last_call')).statusCode).toBe(200);
  });
});
