import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../lib/app-paths.ts';
import { PlaceholderPage } from './components/placeholder-page.tsx';

/** /lottery, /seaLottery, /vnLottery (lazy area Lottery): the lottery lobbies, ?gameCode=. */
export function LotteryPage() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const path = pathname.toLowerCase();
  const gameCode = new URLSearchParams(search).get('gameCode');
  const title =
    path === appPaths.vnLottery.toLowerCase()
      ? t('common:route.vnLottery')
      : path === appPaths.seaLottery.toLowerCase()
        ? t('common:route.seaLottery')
        : t('common:route.lottery');
  return (
    <PlaceholderPage
      icon="star"
      testId="lottery-page"
      title={title}
      subtitle={gameCode ? t('lottery.game', { code: gameCode }) : t('lottery.subtitle')}
      note={t('lottery.note')}
    />
  );
}
