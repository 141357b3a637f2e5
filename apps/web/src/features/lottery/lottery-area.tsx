import { useLocation } from 'react-router';
import { appPaths } from '../../lib/app-paths.ts';
import { LotteryCentrePage } from './centre/lottery-centre-page.tsx';
import { LotteryFastPage } from './fast/lottery-fast-page.tsx';

/**
 * The lazy area's one entry for /lottery, /lott and /elott: a single lazy route declaration in
 * the startup code (the first load is at its budget) opens the fast games or a lottery centre.
 */
export function LotteryArea() {
  const path = useLocation().pathname.toLowerCase();
  return path === appPaths.lottery ? <LotteryFastPage /> : <LotteryCentrePage />;
}
