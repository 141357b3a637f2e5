import { createHash } from 'node:crypto';
import { createFairRandom, type RandomSource } from '@lobby/game-math';
import type { FairnessUsed } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { violatedConstraint } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { ResponsibleGambling } from '../../protection/index.ts';
import type { FairSeeds } from '../fairness/fair-seeds.service.ts';
import { capPayout, checkStakeLimits, parseStake, type PlayContext } from './play-money.ts';
import type { PlayWallet } from './play-wallet.ts';
import type { PlayRow, PlaysRepository } from './plays.repository.ts';

/** What a game decided for one play: its payout (0 while a game runs on) and its state. */
export interface Deal {
  status: 'active' | 'finished';
  payout: bigint;
  /** Saved as the play's state; `fairness` is added beside it. */
  state: Record<string, unknown>;
}

/** A new play: who, which game, the client's request id, the stake and the bet as asked. */
export interface PlayInput {
  context: PlayContext;
  gameCode: string;
  requestId: string;
  stakeText: string;
  /** The bet's specification (target, rows, mines …) as stored and compared on replays. */
  bet: Record<string, unknown>;
  /** Checks the game makes before any money moves (after a replay is ruled out). */
  beforeStake?: (stake: bigint) => Promise<void> | void;
  /** Decides the outcome from the fair random stream; runs after the stake is taken. */
  deal(random: RandomSource, stake: bigint): Deal;
}

/** A stored play and the player's balance after it. */
export interface PlayOutcome {
  play: PlayRow;
  balance: string;
}

/** The seeds a stored play used (kept in its state: the client seed may change later). */
export function fairnessOf(play: PlayRow): FairnessUsed {
  return play.state.fairness as FairnessUsed;
}

/** The round id of a member's request: the same request id always names the same round. */
function roundIdOf(context: PlayContext, gameCode: string, requestId: string): string {
  const { merchantId, memberId } = context.player;
  const digest = createHash('sha256')
    .update(`${merchantId}:${memberId}:${gameCode}:${requestId}`)
    .digest('hex');
  return `lo${digest.slice(0, 30)}`;
}

function isSameBet(stored: Record<string, unknown>, asked: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(stored), ...Object.keys(asked)]);
  return [...keys].every((key) => JSON.stringify(stored[key]) === JSON.stringify(asked[key]));
}

export interface InstantPlaysDeps {
  db: Db;
  plays: PlaysRepository;
  fairSeeds: FairSeeds;
  wallet: PlayWallet;
  responsibleGambling: ResponsibleGambling;
}

/**
 * One play of an instant game, money first: the stake leaves through the provider wallet,
 * then the nonce is taken and the play stored in one transaction, then the payout goes back
 * with the round closed. A replayed request id returns the stored play and moves nothing.
 */
export function createInstantPlays(deps: InstantPlaysDeps) {
  const { db, plays, fairSeeds, wallet } = deps;

  /** Pays a finished play whose payout has not reached the wallet yet (same transaction id). */
  async function payOut(context: PlayContext, play: PlayRow): Promise<string> {
    const balance = await wallet.credit(context, {
      roundId: play.roundId,
      gameCode: play.gameCode,
      amount: play.payout,
    });
    await plays.markPaid(play.id);
    return balance;
  }

  /** Pays whatever earlier plays of the member still owe (a credit that failed before). */
  async function payOutstanding(context: PlayContext): Promise<void> {
    for (const play of await plays.findUnpaid(context.player.memberId)) {
      await payOut(context, play);
    }
  }

  /** The answer to a replayed request: the stored play, paid if it was not yet. */
  async function replay(context: PlayContext, play: PlayRow, bet: Record<string, unknown>) {
    if (play.memberId !== context.player.memberId || !isSameBet(play.request, bet)) {
      throw new AppError('idempotency_conflict');
    }
    const balance =
      play.status === 'finished' && !play.finishedAt
        ? await payOut(context, play)
        : await wallet.balance(context);
    return { play, balance };
  }

  async function storePlay(
    input: PlayInput,
    roundId: string,
    stake: bigint,
    bet: Record<string, unknown>,
  ) {
    const { context, gameCode } = input;
    const { merchantId, memberId } = context.player;
    return db.transaction(async (tx) => {
      const seed = await fairSeeds.takeNonce(tx, memberId);
      const deal = input.deal(createFairRandom(seed), stake);
      const fairness: FairnessUsed = {
        serverSeedHash: seed.serverSeedHash,
        clientSeed: seed.clientSeed,
        nonce: seed.nonce,
      };
      return plays.insert(tx, {
        merchantId,
        memberId,
        gameCode,
        roundId,
        fairSeedId: seed.fairSeedId,
        nonce: seed.nonce,
        unit: context.player.currency,
        stake,
        payout: capPayout(context, deal.payout),
        request: bet,
        state: { ...deal.state, fairness },
        status: deal.status,
      });
    });
  }

  return {
    payOut,

    /** Plays once (or answers a replay of the same request id with the stored play). */
    async play(input: PlayInput): Promise<PlayOutcome> {
      const { context, gameCode } = input;
      const stake = parseStake(context, input.stakeText);
      const bet = { requestId: input.requestId, stake: stake.toString(), ...input.bet };
      const roundId = roundIdOf(context, gameCode, input.requestId);
      const earlier = await plays.findByRound(context.player.merchantId, roundId);
      if (earlier) return replay(context, earlier, bet);

      checkStakeLimits(context, stake, await plays.findStakeLimits(context.merchant.id, gameCode));
      if (await deps.responsibleGambling.isSelfExcluded(context.player.memberId)) {
        throw new AppError('self_excluded');
      }
      await input.beforeStake?.(stake);
      await payOutstanding(context);
      await fairSeeds.ensureActive(context.player.merchantId, context.player.memberId);
      const leg = { roundId, gameCode, amount: stake };
      await wallet.debit(context, leg);

      let play: PlayRow;
      try {
        play = await storePlay(input, roundId, stake, bet);
      } catch (error) {
        const constraint = violatedConstraint(error);
        // the same request raced in twice: the other one stored the play with this stake
        if (constraint === 'originals_plays_round_key') {
          const stored = await plays.findByRound(context.player.merchantId, roundId);
          if (stored) return replay(context, stored, bet);
        }
        await wallet.refund(context, leg);
        if (constraint === 'originals_plays_one_active') throw new AppError('play_in_progress');
        throw error;
      }
      const balance =
        play.status === 'finished' ? await payOut(context, play) : await wallet.balance(context);
      return { play, balance };
    },
  };
}
export type InstantPlays = ReturnType<typeof createInstantPlays>;
