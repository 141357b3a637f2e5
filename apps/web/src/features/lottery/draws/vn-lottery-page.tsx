import { useTranslation } from 'react-i18next';
import { DrawBoard } from './draw-board.tsx';

/** /vnLottery (lazy area Lottery): Vietnam north, south and central (xổ số). */
export function VnLotteryPage() {
  const { t } = useTranslation('lottery-draws');
  return (
    <DrawBoard
      kinds={['vn-north', 'vn-south', 'vn-central']}
      testId="vn-lottery-page"
      title={t('vnTitle')}
    />
  );
}
