/** The routes of §2.1, for links and navigation anywhere in the app. */
export const appPaths = {
  root: '/',
  index: '/index',
  login: '/login',
  register: '/register',
  help: '/help',
  agent: '/agent',
  agentHome: '/agentHome',
  member: '/member',
  sports: '/sports',
  esports: '/esports',
  lott: '/lott',
  elott: '/elott',
  live: '/live',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  favorite: '/favorite',
  recent: '/recent',
  lottery: '/lottery',
  seaLottery: '/seaLottery',
  vnLottery: '/vnLottery',
  promotions: '/promotions',
  activities: '/activities',
  cockfight: '/cockfight',
  activityApplications: '/activities/applications',
  pointMall: '/pointMall',
  seamless: '/seamless',
  verify: '/verify',
  redEnvelopes: '/redEnvelopes',
  /** Live-support chat (issue 15): members and guests. */
  chat: '/chat',
  /** The operator chat console, behind the staff login (outside the member shell). */
  chatConsole: '/bo/chat',
  appDownload: '/appDownload',
} as const;
export type AppPath = (typeof appPaths)[keyof typeof appPaths];

/** A path with a query string; undefined values are left out. */
export function withSearch(path: string, query: Record<string, string | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** Member centre screens of §2.5, opened as /member?page=<screen>. */
export const memberPages = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  // not in §2.5's list: the contracts the upline offered (§2.4's dialog answers them too)
  'myContracts',
  // the VIP level (the side menu's entry, §2.3) and the rebates to claim (issue 14)
  'vip',
  'rebates',
  // §1 feedback (issue 15): its replies arrive in the inbox (messageV2)
  'feedback',
] as const;
export type MemberPage = (typeof memberPages)[number];

export function memberPagePath(page: MemberPage): string {
  return withSearch(appPaths.member, { page });
}

/**
 * Text keys (namespace `common`) of the member centre screens' titles, spelled out one by one
 * so i18n.test.ts can see every key.
 */
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
  myContracts: 'common:memberPage.myContracts',
  vip: 'common:memberPage.vip',
  rebates: 'common:memberPage.rebates',
  feedback: 'common:memberPage.feedback',
};
