import { useTranslation } from 'react-i18next';
import { DrawBoard } from './draw-board.tsx';

/** /seaLottery (lazy area Lottery): the Thai Government Lottery. */
export function SeaLotteryPage() {
  const { t } = useTranslation('lottery-draws');
  return <DrawBoard kinds={['thai']} testId="sea-lottery-page" title={t('seaTitle')} />;
}
