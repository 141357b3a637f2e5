import { lazy } from 'react';
import { useLocation } from 'react-router';
import { appPaths } from '../../lib/app-paths.ts';
import { LotteryCentrePage } from './centre/lottery-centre-page.tsx';
import { LotteryFastPage } from './fast/lottery-fast-page.tsx';

const VnLotteryPage = lazy(() =>
  import('./draws/index.ts').then((m) => ({ default: m.VnLotteryPage })),
);
const SeaLotteryPage = lazy(() =>
  import('./draws/index.ts').then((m) => ({ default: m.SeaLotteryPage })),
);

/**
 * The lazy area's one entry for every lottery page: a single lazy route declaration in the
 * startup code (the first load is at its budget) opens the fast games, a lottery centre
 * (/lott, /elott) or an official draw's page (/vnLottery, /seaLottery; their own chunk).
 */
export function LotteryArea() {
  const path = useLocation().pathname.toLowerCase();
  if (path === appPaths.vnLottery.toLowerCase()) return <VnLotteryPage />;
  if (path === appPaths.seaLottery.toLowerCase()) return <SeaLotteryPage />;
  return path === appPaths.lottery ? <LotteryFastPage /> : <LotteryCentrePage />;
}
