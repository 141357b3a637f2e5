import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  fairnessPaths,
  instantGamePaths,
  type SlotOutcome,
  type SlotScreen,
} from '@lobby/contracts';
import {
  createFairRandom,
  diceTargetRange,
  plinkoRisks,
  plinkoRowsRange,
  slotCodes,
  slotDefinitions,
  spinSlot,
  type SlotDefinition,
  type SlotSpinStep,
} from '@lobby/game-math';
import { fairSeeds } from '../apps/server/src/db/schema/index.ts';
import { createTestApp, type TestContext } from '../apps/server/test/app-kit.ts';
import { loginToken } from '../apps/server/test/login-kit.ts';
import {
  newRequestId,
  openPlaySession,
  playCaller,
} from '../apps/server/src/modules/originals/instant/testing/instant-kit.ts';
import type { VerifyOutcome } from '../apps/web/src/features/verify/verify-outcome.ts';
import { diceTargetText, verifyUrl } from '../apps/web/src/play/fairness/verify-link.ts';
import { verifyPageOutcome } from './support/verify-page.ts';

/**
 * The verify page's computation against the server's plays, for every in-house instant game
 * and every option: each play is made through the real API, its seed revealed by rotating,
 * and its verify link (as the play page builds it) read by the verify page's own code.
 */

type Caller = ReturnType<typeof playCaller>;
/** A slot screen reduced to what both sides can say: symbols, line wins and the win. */
interface SlotScreenSeen {
  window: string[][];
  lineWins: { line: number; symbol: string; count: number }[];
  winCents: number;
}

const cents = (amount: string) => Math.round(Number(amount) * 100);
const seenScreen = (screen: SlotScreen): SlotScreenSeen => ({
  window: screen.window,
  lineWins: screen.lineWins.map(({ line, symbol, count }) => ({ line, symbol, count })),
  winCents: cents(screen.win),
});

/**
 * A client seed with which the session's next spin has free spins (they come about once in
 * a hundred spins): searched with the active server seed, read from the database.
 */
async function freeSpinClientSeed(
  ctx: TestContext,
  caller: Caller,
  definition: SlotDefinition,
): Promise<string> {
  const view = (await caller.get(fairnessPaths.seeds)).json().value;
  const [active] = await ctx.database.db
    .select({ serverSeed: fairSeeds.serverSeed })
    .from(fairSeeds)
    .where(eq(fairSeeds.serverSeedHash, view.serverSeedHash));
  for (let attempt = 0; attempt < 100_000; attempt++) {
    const clientSeed = `free-spins-${attempt}`;
    const random = createFairRandom({
      serverSeed: active!.serverSeed,
      clientSeed,
      nonce: view.nonce,
    });
    if (spinSlot(definition, random).freeSpins.length > 0) return clientSeed;
  }
  throw new Error('no client seed gives free spins');
}
interface Played {
  gameCode: string;
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  settings: Record<string, string>;
  outcome: Record<string, unknown>;
}

/** What the verify page computes for a play once its seed is known (link → form → outcome). */
function verifiedPlay(play: Played, serverSeed: string): VerifyOutcome {
  return verifyPageOutcome(verifyUrl({ roundId: 'r', ...play }, serverSeed));
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
      const verified = verifiedPlay(play, serverSeed);
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
      const verified = verifiedPlay(play, serverSeed);
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
      const verified = verifiedPlay(play, serverSeed);
      if (verified.game !== 'mines') throw new Error(`mines became ${verified.game}`);
      expect([...verified.mineCells].sort((a, b) => a - b)).toEqual(
        [...(play.outcome.mineCells as number[])].sort((a, b) => a - b),
      );
    }
  });

  it.each(slotCodes)(
    '%s: every screen of the spin, its free spins and the payout',
    async (code) => {
      const slot = await session(code);
      const spin = async (): Promise<Played & { payout: string }> => {
        const answer = await slot.post(instantGamePaths.slotSpin.replace(':gameCode', code), {
          requestId: newRequestId(),
          stake: '1.00',
        });
        expect(answer.statusCode).toBe(200);
        const { fairness, outcome, payout } = answer.json().value;
        return { gameCode: code, fairness, settings: {}, outcome, payout };
      };
      const plays: (Played & { payout: string })[] = [];
      for (let count = 0; count < 12; count++) plays.push(await spin());
      // and a spin that surely has free spins: a client seed chosen for the next nonce
      await slot.put(fairnessPaths.clientSeed, {
        clientSeed: await freeSpinClientSeed(ctx, slot, slotDefinitions[code]),
      });
      plays.push(await spin());
      expect((plays.at(-1)!.outcome as unknown as SlotOutcome).freeSpins.length).toBeGreaterThan(0);

      const serverSeed = await revealedSeed(slot);
      const definition = slotDefinitions[code];
      const lineBetCents = 100 / definition.paylines.length;
      for (const play of plays) {
        const verified = verifiedPlay(play, serverSeed);
        if (verified.game !== code || !('spin' in verified)) throw new Error('not a slot');
        const screenOf = (step: SlotSpinStep): SlotScreenSeen => ({
          window: step.window.map((reel) => reel.map((symbol) => verified.symbolCodes[symbol]!)),
          lineWins: step.lineWins.map((lineWin) => ({
            line: lineWin.line,
            symbol: verified.symbolCodes[lineWin.symbol]!,
            count: lineWin.count,
          })),
          winCents: lineBetCents * step.win,
        });
        const served = play.outcome as unknown as SlotOutcome;
        const label = `${code} nonce ${play.fairness.nonce}`;
        expect([verified.spin.base, ...verified.spin.freeSpins].map(screenOf), label).toEqual(
          [served.base, ...served.freeSpins].map(seenScreen),
        );
        expect(lineBetCents * verified.spin.totalWin, label).toBe(cents(play.payout));
      }
    },
  );
});
