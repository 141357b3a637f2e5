import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerApiDocs } from './platform/api-docs.ts';
import { registerSecurityHeaders } from './platform/security-headers.ts';
import { registerRateLimits } from './platform/rate-limit.ts';
import { installErrorHandling } from './platform/error-handler.ts';
import { createMmdbGeoIp, type GeoIpLookup } from './platform/geoip.ts';
import { cachedDirectory, requireMerchant } from './platform/merchant-context.ts';
import { serveWebApp } from './platform/web-app.ts';
import { createResponseCache } from './platform/response-cache.ts';
import { createPayloadCrypto } from './platform/payload-encryption.ts';
import { payloadEncryptionRoutes } from './platform/payload-encryption.routes.ts';
import { createMerchantRepository } from './modules/system/merchant.repository.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { contentRoutes } from './modules/engagement/content.routes.ts';
import { catalogueRoutes } from './modules/games/catalogue.routes.ts';
import { loadHmacKey } from './platform/server-secrets.ts';
import { createProofOfWorkBotCheck } from './platform/bot-check.ts';
import { createCaptchaService } from './platform/captcha.ts';
import { challengeRoutes } from './platform/challenge.routes.ts';
import { createMessaging, isDevOutboxEnabled } from './platform/messaging/index.ts';
import { devOutboxRoutes } from './platform/dev-outbox.routes.ts';
import { createIdentity, identityRoutes } from './modules/identity/identity.routes.ts';
import { createVerificationCodes } from './modules/identity/verification-codes.ts';
import type { ModuleDeps } from './module-deps.ts';
import { createPaymentPasswordCheck } from './modules/identity/payment-password-check.ts';
import { createEventBus } from './platform/event-bus.ts';
import { createFileStorage } from './platform/file-storage.ts';
import { createScheduler } from './platform/scheduler.ts';
import { createPaymentGateways } from './platform/payments/payment-gateway.ts';
import type { CallbackDelivery } from './platform/payments/callback-delivery.ts';
import { platformModule } from './platform/platform.module.ts';
import { createWalletService } from './modules/wallet/wallet.service.ts';
import { walletModule } from './modules/wallet/wallet.module.ts';
import { createStaffAuth } from './modules/backoffice/staff-auth.ts';
import { backofficeModule } from './modules/backoffice/backoffice.module.ts';
import { createResponsibleGambling } from './modules/payments/responsible-gambling.service.ts';
import { responsibleGamblingModule } from './modules/payments/responsible-gambling.module.ts';
import { depositsModule } from './modules/payments/deposits.module.ts';
import { withdrawalsModule } from './modules/payments/withdrawals.module.ts';
import { createProviderWallet } from './modules/games/provider-wallet/provider-wallet.service.ts';
import { providerWalletModule } from './modules/games/provider-wallet/provider-wallet.module.ts';
import { launchModule } from './modules/games/launch/launch.module.ts';
import { playerGamesModule } from './modules/games/player-games/player-games.module.ts';
import { betRecordsModule } from './modules/games/bet-records/bet-records.module.ts';
import { instantGamesModule } from './modules/originals/instant/instant-games.module.ts';
import { tableGamesModule } from './modules/originals/tables/table-games.module.ts';
import { originalsSessionModule } from './modules/originals/originals-session.module.ts';
import { sandboxRgsModule } from './modules/sandbox-rgs/sandbox-rgs.module.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Replaceable in tests; defaults to the shipped country database. */
  geoIp?: GeoIpLookup;
  /** How the sandbox gateway sends its callbacks; defaults to HTTP to PUBLIC_URL. */
  gatewayDelivery?: CallbackDelivery;
}

function trustProxyOption(config: Config): string[] | false {
  const list = config.TRUSTED_PROXIES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return list.length > 0 ? list : false;
}

/** Builds the whole HTTP application without listening, so tests can use `app.inject()`. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers.token',
        // the websocket carries the session token as its subprotocol
        'req.headers["sec-websocket-protocol"]',
      ],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming)
        ? incoming
        : randomUUID();
    },
    trustProxy: trustProxyOption(config),
    bodyLimit: config.BODY_LIMIT_BYTES,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  // the API speaks JSON only: any other body type is a 415 envelope, not a confusing 400
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  registerSecurityHeaders(app);
  await registerRateLimits(app, config.REDIS_URL);
  await registerApiDocs(app);

  app.get('/healthz', { schema: { tags: ['health'], hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { tags: ['health'], hide: true } }, async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  const geoIp = deps.geoIp ?? createMmdbGeoIp();
  const merchantDirectory = cachedDirectory(
    createMerchantRepository(database.db),
    config.CACHE_TTL_MS,
  );
  const cache = createResponseCache(config.CACHE_TTL_MS);
  // made once: routes of the calls marked "encrypt" take it for requireEncryptedBody
  const payloadCrypto = await createPayloadCrypto(database.db, config);
  const hmacKey = await loadHmacKey(database.db, config.SECRET_KEY);
  const botCheck = createProofOfWorkBotCheck({
    db: database.db,
    hmacKey,
    maxNumber: config.BOT_CHECK_MAX_NUMBER,
  });
  const captcha = createCaptchaService({ db: database.db, hmacKey });
  // built once; a real transport without its URL stops the start here, not at the first send
  const messaging = createMessaging(database.db, config);
  const identity = createIdentity({
    db: database.db,
    payloadCrypto,
    botCheck,
    captcha,
    codes: createVerificationCodes({ db: database.db, hmacKey, messaging }),
    publicUrl: config.PUBLIC_URL,
    mailer: messaging.mailer,
  });
  const events = createEventBus({
    databaseUrl: config.DATABASE_URL,
    redisUrl: config.REDIS_URL,
    logger: app.log,
  });
  const scheduler = createScheduler({
    db: database.db,
    enabled: config.JOBS_ENABLED,
    logger: app.log,
  });
  const wallet = createWalletService({ db: database.db, events });
  const responsibleGambling = createResponsibleGambling({ db: database.db });
  const money: ModuleDeps = {
    db: database.db,
    config,
    events,
    wallet,
    requireMember: identity.requireMember,
    assertPaymentPassword: createPaymentPasswordCheck(database.db),
    payloadCrypto,
    hmacKey,
    storage: createFileStorage({ dataDir: config.DATA_DIR }),
    scheduler,
    staff: createStaffAuth({ db: database.db }),
    responsibleGambling,
    gateways: createPaymentGateways({
      publicUrl: config.PUBLIC_URL,
      secret: hmacKey,
      sandboxSecret: config.SANDBOX_GATEWAY_SECRET,
      sandboxEnabled: config.SANDBOX_GATEWAY,
      deliver: deps.gatewayDelivery,
    }),
    pam: createProviderWallet({
      db: database.db,
      config,
      events,
      wallet,
      hmacKey,
      responsibleGambling,
    }),
  };
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => {
    await scheduler.stop();
    await events.close();
  });
  await app.register(async (api) => {
    requireMerchant(api, merchantDirectory, config.CACHE_TTL_MS);
    await api.register(systemRoutes, { geoIp, db: database.db, cache });
    await api.register(payloadEncryptionRoutes, { payloadCrypto });
    await api.register(contentRoutes, { db: database.db, cache, readLogin: identity.readLogin });
    await api.register(catalogueRoutes, { db: database.db, cache });
    await api.register(challengeRoutes, { botCheck, captcha });
    await api.register(identityRoutes, identity.deps);
    if (isDevOutboxEnabled(config)) await api.register(devOutboxRoutes, { db: database.db });
    await api.register(platformModule, money);
    await api.register(walletModule, money);
    await api.register(depositsModule, money);
    await api.register(withdrawalsModule, money);
    await api.register(responsibleGamblingModule, money);
    await api.register(backofficeModule, money);
    await api.register(providerWalletModule, money);
    await api.register(launchModule, money);
    await api.register(playerGamesModule, money);
    await api.register(betRecordsModule, money);
    await api.register(originalsSessionModule, money);
    await api.register(instantGamesModule, money);
    await api.register(tableGamesModule, money);
    if (config.SANDBOX_GATEWAY) await api.register(sandboxRgsModule, money);
  });

  await serveWebApp(app, config.WEB_DIST_DIR);
  return app;
}
