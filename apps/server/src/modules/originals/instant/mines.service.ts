import {
  isValidMineCount,
  isValidMinesCell,
  minesCellCount,
  minesCountRange,
  minesMultiplier,
  placeMines,
  settleMinesCashout,
} from '@lobby/game-math';
import type {
  MinesActiveResult,
  MinesGame,
  MinesPlayResult,
  MinesStartRequest,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { DbTransaction } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import { fairnessOf, type InstantPlays } from './instant-play.service.ts';
import { multiplierText } from './multiplier-text.ts';
import { capPayout, formatMoney, type PlayContext } from './play-money.ts';
import type { PlayWallet } from './play-wallet.ts';
import type { PlayRow, PlaysRepository } from './plays.repository.ts';

export const minesGameCode = 'mines';

/** What a mines play keeps in its state (the mine cells never leave while it runs). */
interface MinesState {
  mines: number;
  mineCells: number[];
  revealed: number[];
  hitCell?: number;
}

const stateOf = (play: PlayRow) => play.state as unknown as MinesState;
const safeCellsOf = (mines: number) => minesCellCount - mines;

/** What cashing out after `revealed` safe cells pays, within the brand's payout cap. */
function cashoutValue(context: PlayContext, play: PlayRow, revealed: number): bigint {
  if (revealed === 0) return 0n;
  return capPayout(context, settleMinesCashout(play.stake, stateOf(play).mines, revealed));
}

/** The game as the player may see it: mine cells only once it is over. */
export function minesGameOf(context: PlayContext, play: PlayRow): MinesGame {
  const { mines, mineCells, revealed, hitCell } = stateOf(play);
  const isActive = play.status === 'active';
  const count = revealed.length;
  return {
    roundId: play.roundId,
    status: isActive ? 'active' : hitCell === undefined ? 'cashed_out' : 'busted',
    stake: formatMoney(context, play.stake),
    mines,
    revealed,
    multiplier: multiplierText(minesMultiplier(mines, count)),
    ...(count < safeCellsOf(mines)
      ? { nextMultiplier: multiplierText(minesMultiplier(mines, count + 1)) }
      : {}),
    payout: formatMoney(context, isActive ? cashoutValue(context, play, count) : play.payout),
    ...(hitCell === undefined ? {} : { hitCell }),
    ...(isActive ? {} : { mineCells }),
  };
}

export interface MinesDeps {
  db: Db;
  plays: PlaysRepository;
  instantPlays: InstantPlays;
  wallet: PlayWallet;
}

/**
 * Mines: the stake is taken and the mines placed at start (one nonce); each safe reveal
 * raises the multiplier; a mine ends the game with nothing, a cash-out pays the multiplier.
 */
export function createMines({ db, plays, instantPlays, wallet }: MinesDeps) {
  const answer = (context: PlayContext, play: PlayRow, balance: string): MinesPlayResult => ({
    game: minesGameOf(context, play),
    balance,
    currency: context.player.currency,
    fairness: fairnessOf(play),
  });

  /** Ends or moves on a game in one transaction, then pays a finished one out. */
  async function act(
    context: PlayContext,
    step: (play: PlayRow, tx: DbTransaction) => Promise<PlayRow>,
  ): Promise<MinesPlayResult> {
    const play = await db.transaction(async (tx) => {
      const active = await plays.lockActive(tx, context.player.memberId, minesGameCode);
      return active ? step(active, tx) : undefined;
    });
    // asked outside the transaction: an embedded database has one connection
    if (!play) throw await noActiveGame(context);
    const balance =
      play.status === 'finished'
        ? await instantPlays.payOut(context, play)
        : await wallet.balance(context);
    return answer(context, play, balance);
  }

  /** Why there is nothing to act on: the last game was cashed out already, or none runs. */
  async function noActiveGame(context: PlayContext): Promise<AppError> {
    const latest = await plays.findLatest(context.player.memberId, minesGameCode);
    const wasCashedOut = latest?.status === 'finished' && stateOf(latest).hitCell === undefined;
    return new AppError(wasCashedOut ? 'already_cashed_out' : 'play_not_found');
  }

  return {
    /** Starts a game: takes the stake, places the mines; one game at a time. */
    async start(context: PlayContext, request: MinesStartRequest): Promise<MinesPlayResult> {
      if (!isValidMineCount(request.mines)) {
        throw new AppError('bet_invalid', { details: { field: 'mines', ...minesCountRange } });
      }
      const { play, balance } = await instantPlays.play({
        context,
        gameCode: minesGameCode,
        requestId: request.requestId,
        stakeText: request.stake,
        bet: { mines: request.mines },
        beforeStake: async () => {
          const running = await plays.findActive(context.player.memberId, minesGameCode);
          if (running) throw new AppError('play_in_progress');
        },
        deal: (random) => ({
          status: 'active',
          payout: 0n,
          state: {
            mines: request.mines,
            mineCells: placeMines(random, request.mines),
            revealed: [],
          } satisfies MinesState,
        }),
      });
      return answer(context, play, balance);
    },

    /** Opens a cell: a mine ends the game, the last safe cell cashes out by itself. */
    reveal(context: PlayContext, cell: number): Promise<MinesPlayResult> {
      if (!isValidMinesCell(cell)) {
        throw new AppError('bet_invalid', {
          details: { field: 'cell', min: 0, max: minesCellCount - 1 },
        });
      }
      return act(context, async (play, tx) => {
        const state = stateOf(play);
        if (state.revealed.includes(cell)) {
          throw new AppError('bet_invalid', { details: { field: 'cell', reason: 'revealed' } });
        }
        if (state.mineCells.includes(cell)) {
          return plays.finish(tx, play.id, 0n, { ...play.state, hitCell: cell });
        }
        const revealed = [...state.revealed, cell];
        if (revealed.length === safeCellsOf(state.mines)) {
          const payout = cashoutValue(context, play, revealed.length);
          return plays.finish(tx, play.id, payout, { ...play.state, revealed });
        }
        await plays.saveState(tx, play.id, { ...play.state, revealed });
        return { ...play, state: { ...play.state, revealed } };
      });
    },

    /** Takes the current multiplier; needs at least one safe cell; a second time is refused. */
    cashout(context: PlayContext): Promise<MinesPlayResult> {
      return act(context, async (play, tx) => {
        const { revealed } = stateOf(play);
        if (revealed.length === 0) {
          throw new AppError('bet_invalid', { details: { reason: 'nothing_revealed' } });
        }
        const payout = cashoutValue(context, play, revealed.length);
        return plays.finish(tx, play.id, payout, play.state);
      });
    },

    /** The game in progress (for a reload), with the balance. */
    async active(context: PlayContext): Promise<MinesActiveResult> {
      const play = await plays.findActive(context.player.memberId, minesGameCode);
      const balance = await wallet.balance(context);
      if (!play) return { game: null, balance, currency: context.player.currency };
      return {
        game: minesGameOf(context, play),
        balance,
        currency: context.player.currency,
        fairness: fairnessOf(play),
      };
    },
  };
}
export type Mines = ReturnType<typeof createMines>;
