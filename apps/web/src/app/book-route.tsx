import { useLocation, useSearchParams } from 'react-router';
import { appPaths } from '../lib/app-paths.ts';
import { GameCenterPage } from '../features/pages/game-center-page.tsx';
import { EsportsPage, SportsPage } from '../features/sportsbook/sportsbook-page.tsx';

/** In-house book vendors: their own page; any other vendor's entry opens the game centre. */
const bookVendors: ReadonlySet<string> = new Set(['LOBBYSB', 'LOBBYES']);

/**
 * /sports and /esports (one lazy route: the first load is at its budget): Lobby's own book,
 * unless the address names another vendor (?vassalage=SABA) or another game type
 * (?gameType=COCKFIGHT); those keep the game centre, one lobby card per vendor (§4.9).
 */
export function BookRoute() {
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const vassalage = search.get('vassalage');
  if (search.get('gameType') || (vassalage && !bookVendors.has(vassalage))) {
    return <GameCenterPage />;
  }
  return pathname.toLowerCase() === appPaths.esports ? <EsportsPage /> : <SportsPage />;
}
