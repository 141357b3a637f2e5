import type { HttpServer } from '../platform/http-server.ts';
import {
  chatSocketProtocol,
  cockfightSocketProtocol,
  sportsbookSocketProtocol,
  tableSocketProtocol,
} from '@lobby/contracts';
import { payloadEncryptionRoutes } from '../platform/payload-encryption.routes.ts';
import { platformModule } from '../platform/platform.module.ts';
import { memberSocketProtocol } from '../platform/member-events.routes.ts';
import { registerWebsockets } from '../platform/websockets.ts';
import { challengeRoutes } from '../platform/challenge.routes.ts';
import { isDevOutboxEnabled } from '../platform/messaging/index.ts';
import { devOutboxRoutes } from '../platform/dev-outbox.routes.ts';
import { backofficeModule } from '../modules/backoffice/index.ts';
import {
  abuseFlagsModule,
  agentSettlementModule,
  redEnvelopesModule,
  teamReportsModule,
} from '../modules/agents/index.ts';
import { agentAnnouncementsRoutes, contentRoutes } from '../modules/engagement/index.ts';
import { catalogueRoutes, gamesModule } from '../modules/games/index.ts';
import { missionsModule } from '../modules/missions/index.ts';
import { originalsModule } from '../modules/originals/index.ts';
import { cockfightModule, createCockfightSwitch } from '../modules/cockfight/index.ts';
import { paymentsModule, paymentsOperatorModule } from '../modules/payments/index.ts';
import { protectionRoutes } from '../modules/protection/index.ts';
import { activitiesModule } from '../modules/activities/index.ts';
import { lotteryModule } from '../modules/lottery/index.ts';
import { sportsbookModule } from '../modules/sportsbook/index.ts';
import { sandboxRgsModule } from '../modules/sandbox-rgs/index.ts';
import { supportChatModule } from '../modules/support-chat/index.ts';
import { createSocialPromptSettings, systemRoutes } from '../modules/system/index.ts';
import { ledgerReads, walletModule } from '../modules/wallet/index.ts';
import type { AppDeps } from './app-deps.ts';
import type { AppServices } from './app-services.ts';

/** Every route of one brand (resolved before anything else runs): member, agent, operator. */
export async function registerBrandRoutes(api: HttpServer, services: AppServices, deps: AppDeps) {
  const { config } = deps;
  const {
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
  } = services;
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
}
