/**
 * Whether a link target is the page being shown: same path (case-insensitive) and, when the
 * target names a game type, the same type. /sports and /sports?gameType=COCKFIGHT are two
 * entries of the menus, so the type tells them apart; a vendor filter does not.
 */
export function isCurrentTarget(target: string, current: { pathname: string; search: string }) {
  const [targetPath = '', targetSearch = ''] = target.split('?');
  const clean = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';
  if (clean(targetPath) !== clean(current.pathname)) return false;
  const wanted = new URLSearchParams(targetSearch).get('gameType');
  const shown = new URLSearchParams(current.search).get('gameType');
  return wanted === shown;
}
