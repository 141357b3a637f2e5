import type { HttpServer } from '../platform/http-server.ts';
import { createMmdbGeoIp } from '../platform/geoip.ts';
import { cachedDirectory } from '../platform/merchant-context.ts';
import { createResponseCache } from '../platform/response-cache.ts';
import { createPayloadCrypto } from '../platform/payload-encryption.ts';
import { createEventBus } from '../platform/event-bus.ts';
import { createFileStorage } from '../platform/file-storage.ts';
import { createScheduler } from '../platform/scheduler.ts';
import { createTableUpkeep } from '../platform/table-upkeep.ts';
import { createActivityFeed } from '../platform/activity-feed.ts';
import { createPaymentGateways } from '../platform/payments/payment-gateway.ts';
import { loadHmacKey } from '../platform/server-secrets.ts';
import { createProofOfWorkBotCheck } from '../platform/bot-check.ts';
import { createCaptchaService } from '../platform/captcha.ts';
import { createMessaging } from '../platform/messaging/index.ts';
import { createStaffAuth, createStaffTwoFactor } from '../modules/backoffice/index.ts';
import { createAgents, teamUplinesOf } from '../modules/agents/index.ts';
import { createProviderWallet } from '../modules/games/index.ts';
import {
  createIdentity,
  createLoginProofs,
  createVerificationCodes,
} from '../modules/identity/index.ts';
import { createMemberServices } from '../modules/member-services/index.ts';
import { createLoyalty } from '../modules/loyalty/index.ts';
import { completedDepositsBefore } from '../modules/payments/index.ts';
import { createResponsibleGambling } from '../modules/protection/index.ts';
import { createReferrals, linkReferral } from '../modules/referrals/index.ts';
import { createRewards } from '../modules/rewards/index.ts';
import { createHttpResultsFeed, manualEntryOnly } from '../modules/lottery/index.ts';
import {
  createBrandSettings,
  createMerchantRepository,
  isFeatureOnWithin,
} from '../modules/system/index.ts';
import { createWalletService } from '../modules/wallet/index.ts';
import type { AppDeps } from './app-deps.ts';

/**
 * The platform's shared services and the services the modules lend each other, each built
 * once and reached through its module's public face (index.ts); the jobs' scheduler and the
 * event bus start and stop with the app.
 */
export async function createAppServices(app: HttpServer, deps: AppDeps) {
  const { config, database } = deps;
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
    batchLanes: config.PAM_BATCH_LANES,
    events,
    wallet,
    hmacKey,
  });

  return {
    db,
    activity,
    agents,
    assertPaymentPassword,
    botCheck,
    cache,
    captcha,
    drawResultsFeed,
    events,
    gateways,
    geoIp,
    hmacKey,
    identity,
    loyalty,
    memberServices,
    pam,
    payloadCrypto,
    protection,
    referrals,
    requireMember,
    rewards,
    scheduler,
    settings,
    staff,
    storage,
    twoFactor,
    wallet,
    merchantDirectory,
  };
}
export type AppServices = Awaited<ReturnType<typeof createAppServices>>;
