import type { GameType, Resource } from '@lobby/contracts';
import type { MemberPage } from './app-paths.ts';

/**
 * Text keys (namespace `common`) of names the app shows in many places. Spelled out one by
 * one so every key can be found in the source (i18n.test.ts checks none is unused).
 */
export const gameTypeTitleKeys: Record<GameType, string> = {
  LIVE: 'common:gameType.LIVE',
  RNG: 'common:gameType.RNG',
  PVP: 'common:gameType.PVP',
  FISH: 'common:gameType.FISH',
  SPORTS: 'common:gameType.SPORTS',
  ESPORTS: 'common:gameType.ESPORTS',
  LOTT: 'common:gameType.LOTT',
  ELOTT: 'common:gameType.ELOTT',
  COCKFIGHT: 'common:gameType.COCKFIGHT',
  ARCADE: 'common:gameType.ARCADE',
};

export const memberPageTitleKeys: Record<MemberPage, string> = {
  securityCenter: 'common:memberPage.securityCenter',
  transferFund: 'common:memberPage.transferFund',
  depositv2: 'common:memberPage.depositv2',
  withdraw: 'common:memberPage.withdraw',
  transferUpline: 'common:memberPage.transferUpline',
  personalHistoryCopy: 'common:memberPage.personalHistoryCopy',
  transactionHistory: 'common:memberPage.transactionHistory',
  personalProfit: 'common:memberPage.personalProfit',
  bonusDetails: 'common:memberPage.bonusDetails',
  rewardCenter: 'common:memberPage.rewardCenter',
  referral: 'common:memberPage.referral',
  missionLeaderboard: 'common:memberPage.missionLeaderboard',
  messageV2: 'common:memberPage.messageV2',
};

/** Resource labels are translated by type (the server's labelNameEn is English only). */
export const resourceTitleKeys: Record<Resource['resourceType'], string> = {
  APP_ANDROID: 'common:resource.APP_ANDROID',
  APP_IOS: 'common:resource.APP_IOS',
  MOBILE_CONFIG: 'common:resource.MOBILE_CONFIG',
  QR_CODE: 'common:resource.QR_CODE',
  BLOG: 'common:resource.BLOG',
  SOCIAL: 'common:resource.SOCIAL',
};

export function isGameType(value: string | null | undefined): value is GameType {
  return value !== null && value !== undefined && value in gameTypeTitleKeys;
}
