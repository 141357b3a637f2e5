import { createHash, randomBytes } from 'node:crypto';
import { crashMultiplierAt } from '@lobby/game-math';
import { formatMinorUnits, type TableEvent, type TableResult } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import type { TableClock } from './table-clock.ts';
import {
  betsOfRound,
  decideBet,
  insertRound,
  latestRound,
  listTableSites,
  roundById,
  roundsOwingMoney,
  settleRoundRow,
  startRound,
  usernamesOf,
  type RoundRow,
  type TableSite,
} from './table-rounds.repository.ts';
import {
  crashTimeOf,
  drawTableResult,
  missedRoundGraceMs,
  payoutFor,
  tableTimings,
} from './table-rules.ts';
import type { TableLogger, TableSettlement } from './table-settlement.ts';
import { maskName, roundView, storedResultOf, tableTopic } from './table-views.ts';
import { unitDecimals } from '../../games/index.ts';

/** The scheduler's name of the table job (for `scheduler.runNow` in tests and ops). */
export const tableRunnerJob = 'originals.tables';
/** How often the job looks at the tables: crash settles within this much of its crash time. */
export const tableRunnerIntervalMs = 250;
// paying what an earlier tick could not is retried this often
const sweepEveryMs = 5_000;

/** The result a round drew (drawn again from its seeds when not stored yet). */
function resultOf(round: RoundRow): TableResult {
  const stored = storedResultOf(round);
  if (stored) {
    const { cancelled: _cancelled, ...result } = stored;
    return result;
  }
  return drawTableResult(round.tableCode as TableResult['kind'], round);
}

/**
 * Drives every brand's tables through their rounds: open (seed hash published) → betting
 * closes → running (crash rising / result drawn) → settled (seed revealed, bets paid) → the
 * next round after the result was shown. All state is in table_rounds and table_bets, and
 * each step is a conditional update, so a restart (or a second instance) picks up where the
 * last step left off. Rounds whose step a dead runner missed are cancelled and refunded.
 */
export function createTableRunner(deps: {
  db: Db;
  clock: TableClock;
  events: EventBus;
  settlement: TableSettlement;
  log: TableLogger;
}) {
  const { db, clock, events, settlement, log } = deps;
  let lastSweep = Number.NEGATIVE_INFINITY;

  const publish = (site: TableSite, event: TableEvent) =>
    events.publish(tableTopic(site.merchantId, site.table), event as Record<string, unknown>);

  async function openRound(site: TableSite, roundNo: number, now: number): Promise<void> {
    const serverSeed = randomBytes(32).toString('hex');
    const round = await insertRound(db, {
      merchantId: site.merchantId,
      tableCode: site.table,
      roundNo,
      phase: 'betting',
      serverSeed,
      serverSeedHash: createHash('sha256').update(serverSeed).digest('hex'),
      opensAt: new Date(now),
      closesAt: new Date(now + tableTimings[site.table].bettingMs),
    });
    if (round) publish(site, { type: 'round_opened', round: roundView(round) });
  }

  /**
   * Decides every open bet of a settling round, then settles it and pays. A cancelled round
   * refunds its open bets, except crash auto cash-outs the multiplier had already passed.
   */
  async function settle(site: TableSite, round: RoundRow, now: number, cancelled: boolean) {
    const result = resultOf(round);
    const autoStillWins = result.kind === 'crash' && round.startedAt !== null;
    for (const bet of await betsOfRound(db, round.id)) {
      if (bet.status !== 'placed') continue;
      const won = payoutFor(result, bet);
      if (cancelled && !(autoStillWins && won > 0n)) {
        await decideBet(db, bet.id, { status: 'refunded', payout: bet.stake });
        continue;
      }
      const payout = won > site.maxPayout ? site.maxPayout : won;
      if (result.kind === 'crash' && payout > 0n) {
        await decideBet(db, bet.id, {
          status: 'cashed_out',
          payout,
          cashoutAt: bet.autoCashoutAt!,
        });
      } else {
        await decideBet(db, bet.id, { status: payout > 0n ? 'won' : 'lost', payout });
      }
    }
    const stored = { ...result, ...(cancelled ? { cancelled: true } : {}) };
    const settled = await settleRoundRow(db, round.id, {
      settledAt: new Date(now),
      result: stored,
    });
    await settlement.payRound(settled ?? round, site.currencyDecimals);
    // after the money, so a page that refetches on this event sees its new balance
    if (settled) publish(site, { type: 'round_settled', round: roundView(settled) });
  }

  /** Crash: pays the bets whose auto cash-out the rising multiplier has reached. */
  async function autoCashouts(site: TableSite, round: RoundRow, now: number): Promise<void> {
    const multiplier = crashMultiplierAt(now - round.startedAt!.getTime());
    const due = (await betsOfRound(db, round.id)).filter(
      (bet) =>
        bet.status === 'placed' && bet.autoCashoutAt !== null && bet.autoCashoutAt <= multiplier,
    );
    if (due.length === 0) return;
    const names = await usernamesOf(
      db,
      due.map((bet) => bet.memberId),
    );
    for (const bet of due) {
      const won = (bet.stake * BigInt(bet.autoCashoutAt!)) / 100n;
      const payout = won > site.maxPayout ? site.maxPayout : won;
      const decided = await decideBet(db, bet.id, {
        status: 'cashed_out',
        payout,
        cashoutAt: bet.autoCashoutAt!,
      });
      if (!decided) continue;
      publish(site, {
        type: 'cashed_out',
        roundId: round.id,
        player: maskName(names.get(bet.memberId)),
        cashoutAt: bet.autoCashoutAt!,
        payout: formatMinorUnits(payout, unitDecimals(bet.unit, site.currencyDecimals)),
        currency: bet.unit,
      });
      await settlement.payRound(round, site.currencyDecimals, bet.memberId);
    }
  }

  /** Takes one table one step further when its next step is due. */
  async function advance(site: TableSite): Promise<void> {
    const now = clock.now();
    const round = await latestRound(db, site.merchantId, site.table);
    if (!round) return openRound(site, 1, now);
    switch (round.phase) {
      case 'betting': {
        const closesAt = round.closesAt.getTime();
        if (now < closesAt) return;
        if (now - closesAt > missedRoundGraceMs) return settle(site, round, now, true);
        const isCrash = site.table === 'crash';
        const result = isCrash ? null : drawTableResult(site.table, round);
        const started = await startRound(db, round.id, { startedAt: new Date(now), result });
        if (!started) return;
        publish(site, {
          type: isCrash ? 'round_started' : 'round_result',
          round: roundView(started),
        });
        // a card or wheel result has nothing left to wait for
        if (!isCrash) await settle(site, started, now, false);
        return;
      }
      case 'running': {
        if (site.table !== 'crash') return settle(site, round, now, false);
        const startedAt = round.startedAt!.getTime();
        const crashAt = crashTimeOf(
          startedAt,
          (resultOf(round) as { crashPoint: number }).crashPoint,
        );
        if (now < crashAt) return autoCashouts(site, round, now);
        return settle(site, round, now, now - crashAt > missedRoundGraceMs);
      }
      case 'settled':
        if (now >= round.settledAt!.getTime() + tableTimings[site.table].showResultMs) {
          await openRound(site, round.roundNo + 1, now);
        }
        return;
      default:
        return round.phase satisfies never;
    }
  }

  /** Retries payments earlier steps could not make (unknown token, wallet refusal). */
  async function sweep(sites: TableSite[]): Promise<void> {
    const decimalsOf = new Map(sites.map((site) => [site.merchantId, site.currencyDecimals]));
    for (const roundId of await roundsOwingMoney(db, 50)) {
      const round = await roundById(db, roundId);
      const decimals = round ? decimalsOf.get(round.merchantId) : undefined;
      if (round && decimals !== undefined) await settlement.payRound(round, decimals);
    }
  }

  return {
    advance,
    /** One pass over every table of every brand (the scheduled job). */
    async tick(): Promise<void> {
      const sites = await listTableSites(db);
      for (const site of sites) {
        try {
          await advance(site);
        } catch (error) {
          log.error(
            { merchantId: site.merchantId, table: site.table, err: (error as Error).message },
            'table step failed',
          );
        }
      }
      const now = clock.now();
      if (now - lastSweep >= sweepEveryMs) {
        lastSweep = now;
        await sweep(sites);
      }
    },
  };
}
export type TableRunner = ReturnType<typeof createTableRunner>;
