/** HTTP paths of the API, shared by the server routes, the web client and the tests. */
export const apiPaths = {
  systemStatus: '/wps/system/status',
  systemWhitelabel: '/wps/system/whitelabel',
  systemRegisterSettings: '/wps/system/setting/register',
  systemDomainRoute: '/wps/system/domainRoute',
  systemHelpCenter: '/wps/system/helpCenter',
  systemPermission: '/wps/system/permission',
  systemLanguage: '/wps/system/language',
  contentBanners: '/wps/content/banners',
  contentAnnouncements: '/wps/content/announcements',
  contentNotices: '/wps/content/notices',
  gameMenus: '/lgw/games/game_menus',
  games: '/lgw/games',
  winnerBoard: '/lgw/games/winners',
} as const;
export type ApiPath = (typeof apiPaths)[keyof typeof apiPaths];
