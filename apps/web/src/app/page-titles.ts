import { gameTypeTitleKeys, isGameType } from '../features/games/game-type-labels.ts';
import { appPaths, memberPages, memberPageTitleKeys, type MemberPage } from '../lib/app-paths.ts';
import { keepsStateInQuery, normalizePath, type LocationLike } from './route-rules.ts';

/** Title keys (namespace `common`) of the pages, by lower-case path. */
const pageTitleKeys: Record<string, string> = {
  [appPaths.index]: 'common:route.home',
  [appPaths.help]: 'common:route.help',
  [appPaths.agent.toLowerCase()]: 'common:route.agent',
  [appPaths.agentHome.toLowerCase()]: 'common:route.agentHome',
  [appPaths.member]: 'common:route.member',
  [appPaths.sports]: 'common:gameType.SPORTS',
  [appPaths.esports]: 'common:gameType.ESPORTS',
  [appPaths.lott]: 'common:gameType.LOTT',
  [appPaths.elott]: 'common:gameType.ELOTT',
  [appPaths.live]: 'common:gameType.LIVE',
  [appPaths.fish]: 'common:gameType.FISH',
  [appPaths.rng]: 'common:gameType.RNG',
  [appPaths.pvp]: 'common:gameType.PVP',
  [appPaths.favorite]: 'common:route.favorite',
  [appPaths.recent]: 'common:route.recent',
  [appPaths.lottery]: 'common:route.lottery',
  [appPaths.seaLottery.toLowerCase()]: 'common:route.seaLottery',
  [appPaths.vnLottery.toLowerCase()]: 'common:route.vnLottery',
  [appPaths.promotions]: 'common:route.promotions',
  [appPaths.activities]: 'common:route.activities',
  [appPaths.activityApplications]: 'common:route.activityApplications',
  [appPaths.pointMall.toLowerCase()]: 'common:route.pointMall',
  [appPaths.seamless]: 'common:route.seamless',
  [appPaths.verify]: 'common:route.verify',
  [appPaths.redEnvelopes.toLowerCase()]: 'common:route.redEnvelopes',
  [appPaths.chat]: 'common:route.chat',
  [appPaths.cockfight]: 'common:route.cockfight',
  [appPaths.appDownload.toLowerCase()]: 'common:route.appDownload',
};

/** One step of the breadcrumb: where it leads and what it says. */
export interface PageCrumb {
  /** Path and query, as navigated to. */
  path: string;
  titleKey: string;
  /** A second part of the label: a text key… */
  detailKey?: string;
  /** …or a code shown as is (a vendor code). */
  detailText?: string;
  /** The page, for a page whose query is its own state (one crumb whatever the query). */
  page?: string;
}

export function pageTitleKey(pathname: string): string {
  const path = normalizePath(pathname);
  // an activity's own page (/activities/:id) is part of the activity centre
  if (path.startsWith(`${appPaths.activities}/`) && !pageTitleKeys[path]) {
    return 'common:route.activities';
  }
  return pageTitleKeys[path] ?? 'common:route.notFound';
}

function isMemberPage(value: string | null): value is MemberPage {
  return value !== null && (memberPages as readonly string[]).includes(value);
}

/** The crumb of a location: the page's title, with the section, type or vendor it shows. */
export function crumbFor({ pathname, search = '' }: LocationLike): PageCrumb {
  const params = new URLSearchParams(search);
  const crumb: PageCrumb = { path: `${pathname}${search}`, titleKey: pageTitleKey(pathname) };
  const page = params.get('page');
  const gameType = params.get('gameType');
  const vassalage = params.get('vassalage');
  if (normalizePath(pathname) === appPaths.member && isMemberPage(page)) {
    crumb.detailKey = memberPageTitleKeys[page];
  } else if (isGameType(gameType)) {
    crumb.titleKey = gameTypeTitleKeys[gameType];
  }
  if (vassalage) crumb.detailText = vassalage;
  if (keepsStateInQuery(pathname)) crumb.page = normalizePath(pathname);
  return crumb;
}
