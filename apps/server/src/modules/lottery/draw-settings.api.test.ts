import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoDrawGame, DrawSchedule } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { seedDemoLottery } from '../../seed/demo-lottery.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import { demoDrawSchedules, lotteryIssueJob } from './index.ts';
import { valueOf } from './testing/lottery-kit.ts';

type Issue = { issueNo: string; state: string; drawsAt: string; closesAt: string };
type Answer = { statusCode: number; body: string; json(): unknown };

const northSettings = (
  schedule: DrawSchedule,
  stakes: [string, string] = ['1.00', '100000.00'],
) => ({
  schedule,
  minLineStake: stakes[0],
  maxLineStake: stakes[1],
  numberCap: '50000000.00',
  issueCap: '200000000.00',
  maxChase: 1,
  isActive: true,
});
const northStation = demoDrawSchedules['vn-north']!.stations[0]!;

/**
 * The lottery's clock, held at noon in Hanoi (05:00 UTC): today's 18:15 draw is open (25 hours
 * ahead) and tomorrow's is scheduled, and moving the draw half an hour later keeps tomorrow's
 * within the day ahead that issues are made for. On the real clock the test failed every day
 * from 10:15 to 10:45 UTC, when the later draw's opening left that day.
 */
const noonInHanoi = Date.UTC(2026, 10, 27, 5, 0, 0);

describe('official draws: the operator settings API (calendar, stake limits, caps, on/off)', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const db = () => ctx.database.db;
  const send = (
    method: 'GET' | 'PUT',
    url: string,
    headers: Record<string, string>,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const listDraws = async (headers = admin) =>
    valueOf<{ games: BoDrawGame[] }>(await send('GET', '/bo/lottery/draws', headers)).games;
  const northIssues = async () =>
    valueOf<{ issues: Issue[] }>(await send('GET', '/bo/lottery/draws/vn-north/issues', admin))
      .issues;

  async function expectRefused(request: () => Promise<Answer>, status: number, code: string) {
    const before = { rows: await rowCounts(db()), draws: await listDraws() };
    const answer = await request();
    expect(
      { status: answer.statusCode, code: (answer.json() as { code?: string }).code },
      answer.body,
    ).toEqual({ status, code });
    expect({ rows: await rowCounts(db()), draws: await listDraws() }).toEqual(before);
  }

  beforeAll(async () => {
    ctx = await createTestApp({ clocks: { lottery: { now: () => noonInHanoi } } });
    admin = staffHeaders(await staffToken(ctx.app, 'admin'));
    await ctx.app.jobs.runNow(lotteryIssueJob);
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('lists each official draw with its calendar, stake limits, caps, max chase and on/off', async () => {
    const draws = await listDraws();
    expect(draws.map((draw) => [draw.code, draw.kind])).toEqual([
      ['vn-north', 'vn-north'],
      ['vn-south', 'vn-south'],
      ['vn-central', 'vn-central'],
      ['thai', 'thai'],
    ]);
    expect(draws[0]).toEqual({
      code: 'vn-north',
      kind: 'vn-north',
      schedule: demoDrawSchedules['vn-north'],
      minLineStake: '1.00',
      maxLineStake: '100000.00',
      numberCap: '50000000.00',
      issueCap: '200000000.00',
      maxChase: 1,
      isActive: true,
    });
    expect(draws[3]!.schedule?.shifts).toMatchObject({ '2026-05-01': '2026-05-02' });
  });

  it('refuses bad settings with their own keys and changes nothing', async () => {
    const north = demoDrawSchedules['vn-north']!;
    const put = (code: string, body: object) => () =>
      send('PUT', `/bo/lottery/draws/${code}`, admin, body);
    await expectRefused(put('vn-nowhere', northSettings(north)), 404, 'lottery_game_not_found');
    await expectRefused(
      put('vn-north', northSettings(north, ['500.00', '2.00'])),
      400,
      'lottery_stake_range_invalid',
    );
    await expectRefused(
      put('vn-north', northSettings({ ...north, stations: [northStation, northStation] })),
      400,
      'lottery_station_repeated',
    );
    await expectRefused(
      put('vn-north', northSettings({ ...north, stations: [{ ...northStation, weekdays: [] }] })),
      400,
      'lottery_schedule_invalid',
    );
    await expectRefused(
      put('vn-north', northSettings({ ...north, openHours: 2, cutoffMinutes: 120 })),
      400,
      'lottery_schedule_invalid',
    );
    await expectRefused(
      put(
        'vn-north',
        northSettings({ ...north, stations: [{ ...northStation, drawAt: '25:00' }] }),
      ),
      400,
      'validation_failed',
    );
  });

  it('re-times the issues not yet open, keeps the open ones, and audits the change', async () => {
    const before = await northIssues();
    const open = before.filter((issue) => issue.state === 'open');
    const scheduled = before.filter((issue) => issue.state === 'scheduled');
    expect(open.length).toBeGreaterThan(0);
    expect(scheduled.length).toBeGreaterThan(0);

    const later = {
      ...demoDrawSchedules['vn-north']!,
      stations: [{ ...northStation, drawAt: '18:45' }],
    };
    const saved = valueOf<BoDrawGame>(
      await send('PUT', '/bo/lottery/draws/vn-north', admin, {
        ...northSettings(later, ['2.00', '500.00']),
        numberCap: '1000.00',
      }),
    );
    expect(saved).toMatchObject({
      schedule: later,
      minLineStake: '2.00',
      maxLineStake: '500.00',
      numberCap: '1000.00',
    });
    expect((await listDraws())[0]).toEqual(saved);
    await ctx.app.jobs.runNow(lotteryIssueJob);

    const after = new Map((await northIssues()).map((issue) => [issue.issueNo, issue]));
    for (const issue of open) expect(after.get(issue.issueNo)).toEqual(issue);
    const halfHour = 30 * 60_000;
    for (const issue of scheduled) {
      const retimed = after.get(issue.issueNo)!;
      expect(Date.parse(retimed.drawsAt) - Date.parse(issue.drawsAt)).toBe(halfHour);
      expect(Date.parse(retimed.closesAt) - Date.parse(issue.closesAt)).toBe(halfHour);
    }
    const audits = await rowsOf<{ action: string; after: { minLineStake: string } }>(
      db(),
      sql`select action, after from audit_log where action = 'lottery.draw.settings'`,
    );
    expect(audits).toEqual([
      { action: 'lottery.draw.settings', after: expect.objectContaining({ minLineStake: '2.00' }) },
    ]);
  });

  it('turns a draw off and on', async () => {
    const south = (await listDraws())[1]!;
    const off = valueOf<BoDrawGame>(
      await send('PUT', '/bo/lottery/draws/vn-south', admin, {
        ...northSettings(south.schedule!),
        maxChase: 3,
        isActive: false,
      }),
    );
    expect(off).toMatchObject({ isActive: false, maxChase: 3 });
    expect((await listDraws())[1]!.isActive).toBe(false);
  });

  it("lets an operator see and edit only their own brand's draws", async () => {
    const { merchantId } = await createOtherBrand(db());
    await db().transaction((tx) => seedDemoLottery(tx, merchantId, {}));
    const other = {
      ...otherBrandHeaders,
      authorization: `Bearer ${await otherAdminToken(ctx.app)}`,
    };
    const demoBefore = await listDraws();
    const otherDraws = await listDraws(other);
    expect(otherDraws.map((draw) => draw.maxLineStake)).toEqual([
      '100000.00',
      '100000.00',
      '100000.00',
      '100000.00',
    ]);
    valueOf(
      await send('PUT', '/bo/lottery/draws/vn-north', other, {
        ...northSettings(demoDrawSchedules['vn-north']!, ['3.00', '30.00']),
      }),
    );
    expect((await listDraws(other))[0]!.maxLineStake).toBe('30.00');
    expect(await listDraws()).toEqual(demoBefore);
  });
});
