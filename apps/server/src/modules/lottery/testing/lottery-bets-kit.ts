import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { LotteryCurrent } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { rowCounts } from '../../../../test/row-count-kit.ts';
import { openPlaySession } from '../../originals/instant/testing/instant-kit.ts';
import { lotteryIssueJob } from '../index.ts';
import { lotteryCaller, startOfTest, valueOf } from './lottery-kit.ts';

type Answer = { statusCode: number; body: string; json(): unknown };
type Caller = ReturnType<typeof lotteryCaller>;

function sessionOf(caller: Caller | undefined): Caller {
  if (!caller) throw new Error('the play sessions are opened before the tests');
  return caller;
}

/**
 * The lottery on the demo brand for one test file, on a held clock: the app (built before the
 * file's tests, closed after), 5D play sessions for `demo` and `agent`, and each test started
 * inside a fresh 5D issue's betting window.
 */
export function useLotteryBetsApp() {
  const clock = { now: 0 };
  let ctx: TestContext | undefined;
  let demo: Caller | undefined;
  let other: Caller | undefined;
  const context = () => {
    if (!ctx) throw new Error('the lottery app is built before the tests');
    return ctx;
  };
  const db = () => context().database.db;
  const tick = () => context().app.jobs.runNow(lotteryIssueJob);
  /** Moves the held clock to `ms` and runs the lottery job. */
  const at = async (ms: number) => {
    clock.now = ms;
    await tick();
  };
  const playSession = async (app: TestContext['app'], username: string) =>
    lotteryCaller(
      app,
      await openPlaySession(app, await loginToken(app, username, 'Lotus#2026'), '5d', 'ELOTT'),
    );

  beforeAll(async () => {
    clock.now = startOfTest;
    ctx = await createTestApp({ clocks: { lottery: { now: () => clock.now } } });
    await tick();
    demo = await playSession(ctx.app, 'demo');
    other = await playSession(ctx.app, 'agent');
  }, 60_000);
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    // each test starts inside a fresh 5D issue's window
    const minute = 60_000;
    await at((Math.floor(clock.now / minute) + 1) * minute + 5_000);
  });

  const demoCaller = () => sessionOf(demo);
  return {
    clock,
    context,
    db,
    tick,
    at,
    demo: demoCaller,
    other: () => sessionOf(other),
    async current(code = '5d') {
      return valueOf<LotteryCurrent>(await demoCaller().current(code)).current!;
    },
    /** Sends, and checks the refusal moved no row, no ledger entry and no money. */
    async expectRefused(send: () => Promise<Answer>, status: number, code: string) {
      const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
      const balance = await demoCaller().balance();
      const answer = await send();
      expect(
        { status: answer.statusCode, code: (answer.json() as { code?: string }).code },
        answer.body,
      ).toEqual({ status, code });
      expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
      expect(await demoCaller().balance()).toBe(balance);
    },
    bet: (issueNo: string, selections: unknown[], lineStake = '2.00', multiplier = 1) => ({
      issueNo,
      selections,
      lineStake,
      multiplier,
    }),
  };
}
