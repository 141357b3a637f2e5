import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fairnessPaths, instantGamePaths } from '@lobby/contracts';
import { diceTargetRange, plinkoRisks, plinkoRowsRange } from '@lobby/game-math';
import { createTestApp, type TestContext } from '../apps/server/test/app-kit.ts';
import { loginToken } from '../apps/server/test/login-kit.ts';
import {
  newRequestId,
  openPlaySession,
  playCaller,
} from '../apps/server/src/modules/originals/instant/testing/instant-kit.ts';
import { checkForm, formFromSearch } from '../apps/web/src/features/verify/verify-input.ts';
import {
  recomputeOutcome,
  type VerifyOutcome,
} from '../apps/web/src/features/verify/verify-outcome.ts';
import { diceTargetText, verifyUrl } from '../apps/web/src/play/fairness/verify-link.ts';

/**
 * The verify page's computation against the server's plays, for every in-house instant game
 * and every option: each play is made through the real API, its seed revealed by rotating,
 * and its verify link (as the play page builds it) read by the verify page's own code.
 */

type Caller = ReturnType<typeof playCaller>;
interface Played {
  gameCode: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  settings: Record<string, string>;
  outcome: Record<string, unknown>;
}

/** What the verify page computes for a play once its seed is known (link → form → outcome). */
function verifyPageOutcome(play: Played, serverSeed: string): VerifyOutcome {
  const link = verifyUrl({ roundId: 'r', ...play }, serverSeed);
  const checked = checkForm(formFromSearch(new URL(link, 'http://lobby.test').searchParams));
  if (!checked.ok) throw new Error(`the verify page refuses ${link}: ${checked.problems.join()}`);
  return recomputeOutcome(checked.seeds, checked.request);
}

async function revealedSeed(caller: Caller): Promise<string> {
  const rotated = await caller.post(fairnessPaths.rotate, {});
  expect(rotated.statusCode).toBe(200);
  return rotated.json().value.previous.serverSeed as string;
}

describe('the verify page computes what the server played', () => {
  let ctx: TestContext;
  let memberToken: string;
  const session = async (gameCode: string) =>
    playCaller(ctx.app, await openPlaySession(ctx.app, memberToken, gameCode));

  beforeAll(async () => {
    ctx = await createTestApp();
    memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
  });
  afterAll(async () => ctx.close());

  it('plinko: every risk level and every row count', async () => {
    const plinko = await session('plinko');
    const plays: Played[] = [];
    for (const risk of plinkoRisks) {
      for (let rows = plinkoRowsRange.min; rows <= plinkoRowsRange.max; rows++) {
        for (let ball = 0; ball < 2; ball++) {
          const answer = await plinko.post(instantGamePaths.plinkoDrop, {
            requestId: newRequestId(),
            stake: '1.00',
            rows,
            risk,
          });
          expect(answer.statusCode).toBe(200);
          const { fairness, outcome } = answer.json().value;
          plays.push({
            gameCode: 'plinko',
            fairness,
            settings: { rows: String(rows), risk },
            outcome,
          });
        }
      }
    }
    const serverSeed = await revealedSeed(plinko);
    for (const play of plays) {
      const verified = verifyPageOutcome(play, serverSeed);
      const label = `${play.settings.risk} ${play.settings.rows} nonce ${play.fairness.nonce}`;
      expect(verified.game, label).toBe('plinko');
      if (verified.game !== 'plinko') continue;
      expect(verified.path, label).toEqual(play.outcome.path);
      expect(verified.slot, label).toBe(play.outcome.slot);
      expect(verified.multiplierX100 / 100, label).toBe(Number(play.outcome.multiplier));
    }
  });

  it('dice: both directions across their target ranges', async () => {
    const dice = await session('dice');
    const plays: Played[] = [];
    for (const direction of ['under', 'over'] as const) {
      const { min, max } = diceTargetRange(direction);
      const targets = [min, min + 1, Math.round((min + max) / 2), 5000, max - 1, max];
      for (const target of targets) {
        const answer = await dice.post(instantGamePaths.diceRoll, {
          requestId: newRequestId(),
          stake: '1.00',
          target,
          direction,
        });
        expect(answer.statusCode, `${direction} ${target}`).toBe(200);
        const { fairness, outcome } = answer.json().value;
        const settings = { target: diceTargetText(target), direction };
        plays.push({ gameCode: 'dice', fairness, settings, outcome });
      }
    }
    const serverSeed = await revealedSeed(dice);
    for (const play of plays) {
      const verified = verifyPageOutcome(play, serverSeed);
      if (verified.game !== 'dice') throw new Error(`dice became ${verified.game}`);
      expect(verified.roll).toBe(play.outcome.roll);
      expect(verified.bet?.isWin).toBe(play.outcome.isWin);
      expect(verified.bet?.multiplier.toFixed(4)).toBe(Number(play.outcome.multiplier).toFixed(4));
    }
  });

  it('mines: every mine count', async () => {
    const mines = await session('mines');
    const plays: Played[] = [];
    for (let count = 1; count <= 24; count++) {
      const started = await mines.post(instantGamePaths.minesStart, {
        requestId: newRequestId(),
        stake: '1.00',
        mines: count,
      });
      expect(started.statusCode, `${count} mines`).toBe(200);
      const { fairness } = started.json().value;
      let game = started.json().value.game;
      for (let cell = 0; game.status === 'active'; cell++) {
        game = (await mines.post(instantGamePaths.minesReveal, { cell })).json().value.game;
      }
      plays.push({
        gameCode: 'mines',
        fairness,
        settings: { mines: String(count) },
        outcome: game,
      });
    }
    const serverSeed = await revealedSeed(mines);
    for (const play of plays) {
      const verified = verifyPageOutcome(play, serverSeed);
      if (verified.game !== 'mines') throw new Error(`mines became ${verified.game}`);
      expect([...verified.mineCells].sort((a, b) => a - b)).toEqual(
        [...(play.outcome.mineCells as number[])].sort((a, b) => a - b),
      );
    }
  });

  it.each(['lotus-fortune', 'jade-dragon'])('%s: the spin and its free spins', async (gameCode) => {
    const slot = await session(gameCode);
    const plays: Played[] = [];
    for (let spin = 0; spin < 12; spin++) {
      const answer = await slot.post(instantGamePaths.slotSpin.replace(':gameCode', gameCode), {
        requestId: newRequestId(),
        stake: '1.00',
      });
      expect(answer.statusCode).toBe(200);
      const { fairness, outcome } = answer.json().value;
      plays.push({ gameCode, fairness, settings: {}, outcome });
    }
    const serverSeed = await revealedSeed(slot);
    for (const play of plays) {
      const verified = verifyPageOutcome(play, serverSeed);
      if (verified.game !== gameCode || !('spin' in verified)) throw new Error('not a slot');
      const codes = (step: { window: number[][] }) =>
        step.window.map((reel) => reel.map((symbol) => verified.symbolCodes[symbol]));
      const screens = play.outcome as { base: { window: string[][] }; freeSpins: unknown[] };
      expect(codes(verified.spin.base)).toEqual(screens.base.window);
      expect(verified.spin.freeSpins).toHaveLength(screens.freeSpins.length);
    }
  });
});
