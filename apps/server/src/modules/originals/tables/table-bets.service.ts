import { createHash } from 'node:crypto';
import { crashMultiplierAt, isValidCrashCashout, settleCrashBet } from '@lobby/game-math';
import {
  formatMinorUnits,
  parseAmount,
  type PlaceTableBetRequest,
  type TableBetResult,
  type TableCode,
  type TableEvent,
  type TableState,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { Player } from '../player-auth.ts';
import type { TableClock } from './table-clock.ts';
import {
  betsOfMember,
  decideBet,
  findRound,
  insertBetWhileBetting,
  latestRound,
  listTableSites,
  markBetsPaid,
  recentSettledRounds,
  usernamesOf,
  type BetRow,
  type TableSite,
} from './table-rounds.repository.ts';
import { canonicalSpot, crashSpot, crashTimeOf, drawTableResult } from './table-rules.ts';
import { winTransactionId, type TableLogger } from './table-settlement.ts';
import { betView, maskName, roundView, tableTopic } from './table-views.ts';
import { unitDecimals } from '../../games/index.ts';
import type { OriginalsWallet, WalletPlayer } from '../originals-wallet.ts';
import { providerRoundIdOf, type PlayerTokens } from './player-tokens.ts';

const recentRounds = 20;

/** The stake's transaction id: fixed per member, round and spot, so a repeat never pays twice. */
function stakeTransactionId(roundId: number, memberId: number, spot: string): string {
  const id = `tb-${roundId}-${memberId}-${spot}`;
  if (id.length <= 40) return id;
  return `tb-${createHash('sha256').update(id).digest('hex').slice(0, 37)}`;
}

/** Bets, crash cash-outs and the state a joining page needs, for players at the tables. */
export function createTableBets(deps: {
  db: Db;
  clock: TableClock;
  events: EventBus;
  wallet: OriginalsWallet;
  tokens: PlayerTokens;
  log: TableLogger;
}) {
  const { db, clock, wallet, tokens } = deps;

  /** The table the player's session is for, open for play at their brand. */
  async function siteFor(player: Player, table: TableCode): Promise<TableSite> {
    if (player.gameId !== undefined && player.gameId !== table) {
      throw new AppError('game_session_invalid');
    }
    const [site] = await listTableSites(db, player.merchantId).then((sites) =>
      sites.filter((entry) => entry.table === table),
    );
    if (!site) throw new AppError('game_maintenance');
    tokens.remember(player);
    return site;
  }

  const walletPlayer = (player: Player): WalletPlayer => ({
    merchantId: player.merchantId,
    memberId: player.memberId,
    currency: player.currency,
    token: player.token,
  });

  const announce = (player: Player, table: TableCode, event: TableEvent) =>
    deps.events.publish(tableTopic(player.merchantId, table), event as Record<string, unknown>);

  async function stakeOf(body: PlaceTableBetRequest, site: TableSite, decimals: number) {
    const parsed = parseAmount(body.stake, decimals);
    if (!parsed.ok) throw new AppError(parsed.problem);
    const format = (minor: bigint) => formatMinorUnits(minor, decimals);
    if (parsed.minor < site.minStake) {
      throw new AppError('stake_below_minimum', { details: { min: format(site.minStake) } });
    }
    if (parsed.minor > site.maxStake) {
      throw new AppError('stake_above_maximum', { details: { max: format(site.maxStake) } });
    }
    return parsed.minor;
  }

  return {
    /** Places a bet on the open round: the stake leaves the wallet before the bet counts. */
    async placeBet(
      player: Player,
      table: TableCode,
      body: PlaceTableBetRequest,
    ): Promise<TableBetResult> {
      const site = await siteFor(player, table);
      const decimals = unitDecimals(player.currency, site.currencyDecimals);
      const stake = await stakeOf(body, site, decimals);
      const spot = canonicalSpot(table, body.spot);
      if (!spot) throw new AppError('bet_invalid', { details: { spot: body.spot } });
      const auto = body.autoCashoutAt;
      if (auto !== undefined && (table !== 'crash' || !isValidCrashCashout(auto))) {
        throw new AppError('bet_invalid', { details: { autoCashoutAt: auto } });
      }
      const round = await findRound(db, player.merchantId, body.roundId);
      if (!round || round.tableCode !== table) throw new AppError('round_not_found');
      const now = clock.now();
      if (round.phase !== 'betting' || now >= round.closesAt.getTime()) {
        throw new AppError('round_closed');
      }
      const [taken] = (await betsOfMember(db, player.memberId, [round.id])).filter(
        (bet) => bet.spot === spot,
      );
      if (taken && (taken.stake !== stake || taken.autoCashoutAt !== (auto ?? null))) {
        throw new AppError('bet_invalid', { details: { reason: 'spot_taken', spot } });
      }

      const leg = {
        transactionId: stakeTransactionId(round.id, player.memberId, spot),
        amount: stake,
        decimals,
        providerRoundId: providerRoundIdOf(round.id, player.memberId),
        gameCode: table,
      };
      const balance = await wallet.withdraw(walletPlayer(player), leg);
      const bet = await insertBetWhileBetting(db, {
        merchantId: player.merchantId,
        roundId: round.id,
        memberId: player.memberId,
        spot,
        unit: player.currency,
        stake,
        autoCashoutAt: auto ?? null,
        transactionId: leg.transactionId,
        sessionTokenSealed: tokens.seal(player.token),
      });
      if (!bet) {
        // the round closed while the stake was taken: give it back
        const refund = await wallet.cancel(walletPlayer(player), leg);
        if (!refund.ok) deps.log.error({ leg, code: refund.code }, 'late table stake not refunded');
        throw new AppError('round_closed');
      }
      if (!taken) {
        const names = await usernamesOf(db, [player.memberId]);
        announce(player, table, {
          type: 'bet_placed',
          roundId: round.id,
          player: maskName(names.get(player.memberId)),
          spot,
          stake: formatMinorUnits(stake, decimals),
          currency: player.currency,
        });
      }
      return {
        bet: betView(bet, decimals),
        balance: formatMinorUnits(
          balance ?? (await wallet.balance(walletPlayer(player), decimals)),
          decimals,
        ),
      };
    },

    /** Crash: cashes the player's bet out at the server's multiplier, if the round has not crashed. */
    async cashout(player: Player, roundId: number): Promise<TableBetResult> {
      const site = await siteFor(player, 'crash');
      const decimals = unitDecimals(player.currency, site.currencyDecimals);
      const round = await findRound(db, player.merchantId, roundId);
      if (!round || round.tableCode !== 'crash') throw new AppError('round_not_found');
      const now = clock.now();
      const [bet] = (await betsOfMember(db, player.memberId, [round.id])).filter(
        (entry) => entry.spot === crashSpot,
      );
      if (!bet) throw new AppError('play_not_found');
      const refuse = (current: BetRow): never => {
        throw new AppError(
          current.status === 'cashed_out' ? 'already_cashed_out' : 'cashout_too_late',
        );
      };
      if (bet.status !== 'placed') refuse(bet);
      if (round.phase === 'betting' || !round.startedAt) {
        throw new AppError('bet_invalid', { details: { reason: 'not_started' } });
      }
      const { crashPoint } = drawTableResult('crash', round) as { crashPoint: number };
      const startedAt = round.startedAt.getTime();
      if (round.phase === 'settled' || now >= crashTimeOf(startedAt, crashPoint)) {
        throw new AppError('cashout_too_late');
      }
      const multiplier = crashMultiplierAt(now - startedAt);
      if (!isValidCrashCashout(multiplier)) {
        throw new AppError('bet_invalid', { details: { reason: 'too_early' } });
      }
      const won = settleCrashBet(bet.stake, multiplier, crashPoint);
      const payout = won > site.maxPayout ? site.maxPayout : won;
      const decided = await decideBet(db, bet.id, {
        status: 'cashed_out',
        payout,
        cashoutAt: multiplier,
      });
      if (!decided) {
        const [current] = await betsOfMember(db, player.memberId, [round.id]);
        return refuse(current ?? bet);
      }
      const paid = await wallet.deposit(walletPlayer(player), {
        transactionId: winTransactionId(round.id, player.memberId),
        amount: payout,
        decimals,
        providerRoundId: providerRoundIdOf(round.id, player.memberId),
        gameCode: 'crash',
      });
      if (paid.ok) await markBetsPaid(db, [bet.id], new Date(now));
      else
        deps.log.warn(
          { betId: bet.id, code: paid.code },
          'crash cash-out not paid yet; will retry',
        );
      const names = await usernamesOf(db, [player.memberId]);
      announce(player, 'crash', {
        type: 'cashed_out',
        roundId: round.id,
        player: maskName(names.get(player.memberId)),
        cashoutAt: multiplier,
        payout: formatMinorUnits(payout, decimals),
        currency: player.currency,
      });
      const balance = paid.balance ?? (await wallet.balance(walletPlayer(player), decimals));
      return {
        bet: betView({ ...decided, settledAt: paid.ok ? new Date(now) : null }, decimals),
        balance: formatMinorUnits(balance, decimals),
      };
    },

    /** Everything a page needs to join a table, or to catch up after a reconnect. */
    async state(player: Player, table: TableCode): Promise<TableState> {
      const site = await siteFor(player, table);
      const decimals = unitDecimals(player.currency, site.currencyDecimals);
      const round = await latestRound(db, player.merchantId, table);
      const recent = await recentSettledRounds(db, player.merchantId, table, recentRounds);
      const roundIds = [round?.id, recent[0]?.id].filter((id): id is number => id !== undefined);
      const mine = await betsOfMember(db, player.memberId, [...new Set(roundIds)]);
      const balance = await wallet.balance(walletPlayer(player), decimals);
      return {
        table,
        serverTime: clock.now(),
        round: round ? roundView(round) : null,
        recent: recent.map(roundView),
        myBets: mine.map((bet) => betView(bet, decimals)),
        balance: formatMinorUnits(balance, decimals),
        currency: player.currency,
        minStake: formatMinorUnits(site.minStake, decimals),
        maxStake: formatMinorUnits(site.maxStake, decimals),
      };
    },
  };
}
export type TableBets = ReturnType<typeof createTableBets>;
