import type { FastifyInstance } from 'fastify';
import {
  chatSocketProtocol,
  cockfightSocketProtocol,
  sportsbookSocketProtocol,
  tableSocketProtocol,
} from '@lobby/contracts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { createHttpServer } from './platform/http-server.ts';
import { createMmdbGeoIp, type GeoIpLookup } from './platform/geoip.ts';
import { cachedDirectory, requireMerchant, resolveMerchant } from './platform/merchant-context.ts';
import { serveWebApp } from './platform/web-app.ts';
import { createResponseCache } from './platform/response-cache.ts';
import { createPayloadCrypto } from './platform/payload-encryption.ts';
import { payloadEncryptionRoutes } from './platform/payload-encryption.routes.ts';
import { createEventBus } from './platform/event-bus.ts';
import { createFileStorage } from './platform/file-storage.ts';
import { createScheduler, type Scheduler } from './platform/scheduler.ts';
import { createTableUpkeep } from './platform/table-upkeep.ts';
import { createActivityFeed, type ActivityFeed } from './platform/activity-feed.ts';
import { createPaymentGateways } from './platform/payments/payment-gateway.ts';
import type { CallbackDelivery } from './platform/payments/callback-delivery.ts';
import { platformModule } from './platform/platform.module.ts';
import { memberSocketProtocol } from './platform/member-events.routes.ts';
import { registerWebsockets } from './platform/websockets.ts';
import { loadHmacKey } from './platform/server-secrets.ts';
import { createProofOfWorkBotCheck } from './platform/bot-check.ts';
import { createCaptchaService } from './platform/captcha.ts';
import { challengeRoutes } from './platform/challenge.routes.ts';
import { createMessaging, isDevOutboxEnabled } from './platform/messaging/index.ts';
import { devOutboxRoutes } from './platform/dev-outbox.routes.ts';
import {
  backofficeModule,
  createStaffAuth,
  createStaffTwoFactor,
} from './modules/backoffice/index.ts';
import {
  abuseFlagsModule,
  agentSettlementModule,
  createAgents,
  redEnvelopesModule,
  teamReportsModule,
  teamUplinesOf,
} from './modules/agents/index.ts';
import {
  agentAnnouncementsRoutes,
  contentRoutes,
  createHomeBannerSource,
} from './modules/engagement/index.ts';
import { catalogueRoutes, createProviderWallet, gamesModule } from './modules/games/index.ts';
import {
  createIdentity,
  createLoginProofs,
  createVerificationCodes,
} from './modules/identity/index.ts';
import { missionsModule } from './modules/missions/index.ts';
import { createMemberServices } from './modules/member-services/index.ts';
import { createLoyalty } from './modules/loyalty/index.ts';
import { originalsModule, type TableClock } from './modules/originals/index.ts';
import { cockfightModule, createCockfightSwitch } from './modules/cockfight/index.ts';
import {
  completedDepositsBefore,
  paymentsModule,
  paymentsOperatorModule,
} from './modules/payments/index.ts';
import { createResponsibleGambling, protectionRoutes } from './modules/protection/index.ts';
import { createReferrals, linkReferral } from './modules/referrals/index.ts';
import { createRewards } from './modules/rewards/index.ts';
import { activitiesModule } from './modules/activities/index.ts';
import {
  createHttpResultsFeed,
  lotteryModule,
  manualEntryOnly,
  type DrawResultsFeed,
  type LotteryClock,
} from './modules/lottery/index.ts';
import { sportsbookModule } from './modules/sportsbook/index.ts';
import { sandboxRgsModule } from './modules/sandbox-rgs/index.ts';
import { supportChatModule } from './modules/support-chat/index.ts';
import {
  createBrandSettings,
  createMerchantRepository,
  createSocialPromptSettings,
  isFeatureOnWithin,
  systemRoutes,
} from './modules/system/index.ts';
import {
  createWalletService,
  ledgerReads,
  walletModule,
  type MoneyTransaction,
} from './modules/wallet/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The money events' queue, for tests and ops that must see events consumed now. */
    activityFeed: ActivityFeed<MoneyTransaction>;
    /** The scheduled jobs, for tests and ops that must run one now (it still takes its lease). */
    jobs: Pick<Scheduler, 'runNow'>;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaceable in tests; defaults to the shipped country database. */
  geoIp?: GeoIpLookup;
  /** How the sandbox gateway sends its callbacks; defaults to HTTP to PUBLIC_URL. */
  gatewayDelivery?: CallbackDelivery;
  /** The official draws' results feed; defaults to LOTTERY_RESULTS_FEED_URL's, or none. */
  drawResultsFeed?: DrawResultsFeed;
  /** Clocks the API tests hold; each defaults to the system clock. */
  clocks?: AppClocks;
}

/** The clocks of the timed games: tests move them instead of sleeping. */
export interface AppClocks {
  tables?: TableClock;
  lottery?: LotteryClock;
  /** The sportsbook's (live delay, abandonment window, round closing). */
  sportsbook?: () => Date;
}

/** Builds the whole HTTP application without listening, so tests can use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = await createHttpServer(config, database);

  // the platform's shared services, built once
  const { db } = database;
  const geoIp = deps.geoIp ?? createMmdbGeoIp();
  const merchantDirectory = cachedDirectory(createMerchantRepository(db), config.CACHE_TTL_MS);
  const cache = createResponseCache(config.CACHE_TTL_MS);
  // made once: routes of the calls marked "encrypt" take it for requireEncryptedBody
  const payloadCrypto = await createPayloadCrypto(db, config);
  const hmacKey = await loadHmacKey(db, config.SECRET_KEY);
  const botCheck = createProofOfWorkBotCheck({
    db,
    hmacKey,
    maxNumber: config.BOT_CHECK_MAX_NUMBER,
  });
  const captcha = createCaptchaService({ db, hmacKey });
  // built once; a real transport without its URL stops the start here, not at the first send
  const messaging = createMessaging(db, config);
  const events = createEventBus({
    databaseUrl: config.DATABASE_URL,
    redisUrl: config.REDIS_URL,
    logger: app.log,
  });
  const scheduler = createScheduler({ db, enabled: config.JOBS_ENABLED, logger: app.log });
  // statistics and the queue's dead rows, where the database does not keep them itself
  createTableUpkeep({ db, kind: database.kind, scheduler });
  const storage = createFileStorage({ dataDir: config.DATA_DIR });
  const gateways = createPaymentGateways({
    publicUrl: config.PUBLIC_URL,
    secret: hmacKey,
    sandboxSecret: config.SANDBOX_GATEWAY_SECRET,
    sandboxEnabled: config.SANDBOX_GATEWAY,
    deliver: deps.gatewayDelivery,
  });
  // the official draws' sheets: a test's fake, the configured HTTP feed, or manual entry only
  const drawResultsFeed =
    deps.drawResultsFeed ??
    (config.LOTTERY_RESULTS_FEED_URL
      ? createHttpResultsFeed({ baseUrl: config.LOTTERY_RESULTS_FEED_URL, fetch, log: app.log })
      : manualEntryOnly);
  app.decorate('jobs', { runNow: (name: string) => scheduler.runNow(name) });
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await events.close();
  });

  // the services modules lend each other, each through its module's public face (index.ts)
  const settings = createBrandSettings(db);
  // failed logins cost proof of work, members' and operators' alike
  const loginProofs = createLoginProofs({ db, hmacKey });
  const identity = createIdentity({
    db,
    payloadCrypto,
    botCheck,
    captcha,
    codes: createVerificationCodes({ db, hmacKey, messaging }),
    mailer: messaging.mailer,
    settings,
    publicUrl: config.PUBLIC_URL,
    loginProofs,
    hmacKey,
    events,
    linkReferral,
  });
  const { requireMember, assertPaymentPassword } = identity;
  const wallet = createWalletService({ db, events });
  const protection = createResponsibleGambling({ db });
  const twoFactor = createStaffTwoFactor({
    db,
    key: config.TWO_FACTOR_KEY ? Buffer.from(config.TWO_FACTOR_KEY, 'utf8') : hmacKey,
  });
  const staff = createStaffAuth({ db, loginProofs, hmacKey, twoFactor });
  const agents = createAgents({
    db,
    requireMember,
    payloadCrypto,
    staff,
    accounts: identity.agentAccounts,
    publicUrl: config.PUBLIC_URL,
    events,
  });
  // the reward features' queue of money events (settled rounds, completed deposits): each
  // consumer module registers itself below, the scheduler drains it every second
  const activity = createActivityFeed({ transact: wallet.transact, scheduler });
  app.decorate('activityFeed', activity);
  // bonuses with wagering, promotions, the reward centre; its gate stops withdrawals
  const rewards = createRewards({
    db,
    wallet,
    activity,
    scheduler,
    requireMember,
    staff,
    deposits: { completedBefore: completedDepositsBefore },
    events,
  });
  // a member's invitation link and the bonus a referred friend brings (activity consumer)
  const referrals = createReferrals({
    db,
    activity,
    requireMember,
    staff,
    invitationCodeOf: (merchantId, memberId) =>
      identity.agentAccounts.ensureInvitationCode(merchantId, memberId),
    publicUrl: config.PUBLIC_URL,
    events,
  });
  // VIP, points (PTSYS3), the points mall and rebates; registered after rewards, so its
  // consumer sees a bonus the same batch completed as completed
  const loyalty = createLoyalty({
    db,
    wallet,
    activity,
    scheduler,
    requireMember,
    assertPaymentPassword,
    payloadCrypto,
    staff,
    pointsSystemOn: (executor, merchantId) => isFeatureOnWithin(executor, merchantId, 'PTSYS3'),
    // turnover made while a wagering bonus is under way earns no rebate
    wageringActive: rewards.wageringActive,
  });
  // the inbox (messageV2) and feedback; its submitFeedback also serves the chat's offline form
  const memberServices = createMemberServices({
    db,
    events,
    scheduler,
    storage,
    requireMember,
    staff,
    vipLevelOf: loyalty.vipLevelOf,
    teamUplinesOf,
  });
  const pam = createProviderWallet({
    db,
    cacheTtlMs: config.CACHE_TTL_MS,
    events,
    wallet,
    hmacKey,
  });

  // every route below is for one brand, resolved before anything else runs
  await app.register(async (api) => {
    requireMerchant(api, merchantDirectory, config.CACHE_TTL_MS);
    await registerWebsockets(api, [
      memberSocketProtocol,
      tableSocketProtocol,
      chatSocketProtocol,
      cockfightSocketProtocol,
      sportsbookSocketProtocol,
    ]);
    await api.register(systemRoutes, {
      geoIp,
      db,
      cache,
      devOutboxOpen: isDevOutboxEnabled(config),
    });
    await api.register(payloadEncryptionRoutes, { payloadCrypto });
    await api.register(challengeRoutes, { botCheck, captcha });
    if (isDevOutboxEnabled(config)) await api.register(devOutboxRoutes, { db });
    await api.register(platformModule, {
      db,
      events,
      requireMember,
      storage,
      // what a reconnecting page may have missed (docs/member-services.md "Socket events")
      catchUpSources: [
        {
          kind: 'balance',
          changedSince: (memberId, since) => ledgerReads.movedSince(db, memberId, since),
        },
        rewards.catchUp,
        referrals.catchUp,
        memberServices.catchUp,
      ],
    });
    await api.register(contentRoutes, { db, cache, readLogin: identity.readLogin });
    const cockfightAllowed = createCockfightSwitch(db);
    await api.register(catalogueRoutes, {
      db,
      cache,
      cockfightShown: (merchantId, ip) => cockfightAllowed(merchantId, geoIp.countryOf(ip)),
    });
    await api.register(identity.routes);
    await api.register(walletModule, {
      db,
      wallet,
      requireMember,
      assertPaymentPassword,
      contractRequests: agents.contractRequestTypes,
    });
    await api.register(agents.routes);
    await api.register(teamReportsModule, { db, requireMember });
    await api.register(agentSettlementModule, { db, wallet, scheduler, requireMember, staff });
    await api.register(redEnvelopesModule, { db, wallet, requireMember, staff, scheduler });
    await api.register(agentAnnouncementsRoutes, { db, requireMember });
    await api.register(protectionRoutes, { requireMember, responsibleGambling: protection });
    await api.register(loyalty.routes);
    await api.register(paymentsModule, {
      db,
      wallet,
      requireMember,
      assertPaymentPassword,
      fieldRules: settings,
      protection,
      gateways,
      scheduler,
      publicUrl: config.PUBLIC_URL,
      turnoverGate: rewards.withdrawalGate,
      memberWithdrawalLimits: loyalty.withdrawalLimits,
    });
    await api.register(rewards.routes);
    // the activity centre: prizes as cash, as a bonus (the rewards module) or as points
    // (the loyalty module); the raffle draw at close runs on the scheduler
    await api.register(activitiesModule, {
      db,
      wallet,
      requireMember,
      staff,
      storage,
      scheduler,
      grantBonus: rewards.grantBonus,
      grantPoints: loyalty.grantPoints,
    });
    await api.register(referrals.routes);
    await api.register(gamesModule, {
      db,
      events,
      wallet,
      requireMember,
      protection,
      pam,
      hmacKey,
      cacheTtlMs: config.CACHE_TTL_MS,
    });
    await api.register(missionsModule, {
      db,
      wallet,
      activity,
      scheduler,
      requireMember,
      staff,
      vipLevelOf: loyalty.vipLevelOf,
    });
    await api.register(memberServices.routes);
    await api.register(originalsModule, {
      db,
      events,
      scheduler,
      pam,
      hmacKey,
      protection,
      ...(deps.clocks?.tables ? { tableClock: deps.clocks.tables } : {}),
    });
    await api.register(lotteryModule, {
      db,
      scheduler,
      pam,
      hmacKey,
      staff,
      resultsFeed: drawResultsFeed,
      clockSpeed: config.LOTTERY_CLOCK_SPEED,
      ...(deps.clocks?.lottery ? { clock: deps.clocks.lottery } : {}),
    });
    await api.register(sportsbookModule, {
      db,
      events,
      pam,
      hmacKey,
      staff,
      scheduler,
      ...(deps.clocks?.sportsbook ? { now: deps.clocks.sportsbook } : {}),
    });
    await api.register(cockfightModule, { db, events, pam, hmacKey, geoIp, staff });
    if (config.SANDBOX_GATEWAY) {
      await api.register(sandboxRgsModule, { db, publicUrl: config.PUBLIC_URL, hmacKey });
    }
    // the operator API (/bo): staff sessions, and each module's operator routes
    await api.register(backofficeModule, {
      db,
      wallet,
      staff,
      twoFactor,
      payloadCrypto,
      accountStatus: identity.accountStatus,
      socialPrompts: createSocialPromptSettings(),
    });
    await api.register(paymentsOperatorModule, { db, wallet, staff, gateways });
    await api.register(agents.operatorRoutes);
    await api.register(rewards.operatorRoutes);
    await api.register(referrals.operatorRoutes);
    await api.register(loyalty.operatorRoutes);
    await api.register(abuseFlagsModule, { db, staff, scheduler });
    // live-support chat (visitor calls, /bo/chat console API, its socket); the offline form's
    // messages become feedback (member services)
    await api.register(supportChatModule, {
      db,
      events,
      storage,
      requireMember,
      staff,
      submitOfflineMessage: memberServices.takeChatOfflineMessage,
    });
    await api.register(memberServices.operatorRoutes);
  });

  // the home page's first paint (platform/first-paint.ts): not while the brand is under
  // maintenance, nor with the dev outbox's banner, which would push the page below it down
  const homeBanners = createHomeBannerSource(db, config.CACHE_TTL_MS);
  const devOutboxShown = isDevOutboxEnabled(config);
  await serveWebApp(app, config.WEB_DIST_DIR, {
    async firstPaint(request) {
      if (devOutboxShown) return undefined;
      const merchant = await resolveMerchant(request, merchantDirectory);
      if (merchant.isMaintenance) return undefined;
      const bannerUrl = await homeBanners.firstUrl(merchant.id);
      const { logoUrl, surfaceColor } = merchant.theme;
      return bannerUrl ? { bannerUrl, logoUrl, barColor: surfaceColor } : undefined;
    },
    async manifestBrand(request) {
      const merchant = await resolveMerchant(request, merchantDirectory);
      const { backgroundColor, surfaceColor } = merchant.theme;
      return { name: merchant.name, backgroundColor, surfaceColor };
    },
  });
  return app;
}
