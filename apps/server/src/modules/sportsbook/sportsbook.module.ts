import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { merchants } from '../../db/schema/index.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { PamPort } from '../games/index.ts';
import { createOriginalsWallet, createPlayerAuth } from '../originals/index.ts';
import { createAbandonment } from './abandonment.service.ts';
import { createBetPlacement } from './bet-placement.service.ts';
import { createBookClock } from './book-clock.ts';
import { createCashOut } from './cash-out.service.ts';
import { createCatalogueReads } from './catalogue.repository.ts';
import { clearStaleHolds } from './exposure.repository.ts';
import { createLiveDelay } from './live-delay.ts';
import { createLiveEngine } from './live-engine.ts';
import { createOddsFeed } from './odds-feed.ts';
import { oddsFeedRoutes } from './odds-feed.routes.ts';
import { createMemberBook } from './member-book.service.ts';
import { createOwedCollection } from './owed-collection.service.ts';
import { createRoundClosing } from './round-closing.service.ts';
import { createPlayerTokens } from './session-tokens.ts';
import { createSettlement } from './settlement.service.ts';
import { sportsbookRoutes } from './sportsbook.routes.ts';
import { tradingRoutes } from './trading.routes.ts';
import { createTrading } from './trading.service.ts';
import { upkeepRoutes } from './upkeep.routes.ts';

export interface SportsbookModuleDeps {
  db: Db;
  /** The provider wallet in process: the book is an in-house vendor of LobbyOriginals. */
  pam: PamPort;
  /** Seals the game session tokens settlement needs. */
  hmacKey: Buffer;
  staff: StaffAuth;
  scheduler: Scheduler;
  /** Carries the live feed to every instance's sockets. */
  events: EventBus;
  /** The clock (tests move it past the live delay). */
  now?: () => Date;
}

/** Names of the book's jobs (for `scheduler.runNow` in tests and ops). */
export const sportsbookJobs = {
  liveDelay: 'sportsbook-live-delay',
  abandoned: 'sportsbook-abandoned',
  owed: 'sportsbook-owed',
  closeRounds: 'sportsbook-close-rounds',
  /** Clears exposure holds a stopped placement left (docs/sportsbook.md "Limits"). */
  exposureHolds: 'sportsbook-exposure-holds',
  /** The simulated live engine of the demo brand (docs/sportsbook.md). */
  liveEngine: 'sportsbook-live-engine',
} as const;

/** A hold untouched this long belongs to no placement in flight (one wallet call holds it). */
const staleHoldMinutes = 10;

/** How often the simulated live engine steps (a simulated minute is 20 s). */
const liveEngineIntervalMs = 2_000;

/**
 * Lobby's own sportsbook (issue 16, docs/sportsbook.md): fixtures, markets and prices; the bet
 * slip (singles, parlays, systems) with limits and the live delay; cash-out; settlement,
 * re-settlement and void; the operator's trading API. Money moves through the provider wallet.
 */
export const sportsbookModule: FastifyPluginAsyncZod<SportsbookModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const now = deps.now ?? createBookClock().now;
  const wallet = createOriginalsWallet(deps.pam);
  const players = createPlayerAuth(deps.pam);
  const tokens = createPlayerTokens(createSecretBox(deps.hmacKey, 'sportsbook-session-token'));
  const log = app.log;
  const currencyDecimalsOf = async (merchantId: number) => {
    const [row] = await db
      .select({ decimals: merchants.currencyDecimals })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    return row?.decimals ?? 2;
  };
  const liveDelay = createLiveDelay({ db, wallet, tokens, log, now, currencyDecimalsOf });
  deps.scheduler.every(sportsbookJobs.liveDelay, 1000, async () => {
    await liveDelay.confirmDue();
  });
  const settlement = createSettlement({ db, wallet, tokens, log });
  const feed = createOddsFeed({ events: deps.events });
  app.addHook('onClose', async () => feed.close());
  const abandonment = createAbandonment({ db, settlement, feed, now });
  const owed = createOwedCollection({ db, wallet, tokens, log });
  const rounds = createRoundClosing({ db, wallet, tokens, now, log });
  deps.scheduler.every(sportsbookJobs.abandoned, 60_000, async () => {
    await abandonment.expireDue();
  });
  deps.scheduler.every(sportsbookJobs.owed, 300_000, async () => {
    await owed.collectDue();
  });
  deps.scheduler.every(sportsbookJobs.closeRounds, 600_000, async () => {
    await rounds.closeDue();
  });
  deps.scheduler.every(sportsbookJobs.exposureHolds, 300_000, async () => {
    const cleared = await clearStaleHolds(db, staleHoldMinutes);
    if (cleared > 0) log.warn({ cleared }, 'sportsbook: stale exposure holds cleared');
  });
  const trading = createTrading({ db, settlement, feed, now });
  const engine = createLiveEngine({ db, trading, feed, now, log });
  deps.scheduler.every(sportsbookJobs.liveEngine, liveEngineIntervalMs, () => engine.tick());
  await app.register(sportsbookRoutes, {
    players,
    catalogue: createCatalogueReads(db),
    placement: createBetPlacement({ db, wallet, tokens, now }),
    memberBook: createMemberBook({ db, liveDelay, now }),
    cashOut: createCashOut({ db, wallet }),
    now,
  });
  await app.register(tradingRoutes, {
    staff: deps.staff,
    trading,
  });
  await app.register(upkeepRoutes, { staff: deps.staff, abandonment, owed });
  await app.register(oddsFeedRoutes, { events: deps.events });
};
