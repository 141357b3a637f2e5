import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MallGoods } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useMallGoods } from '../api/list-mall-goods.ts';
import { LoyaltyLoadState } from './loyalty-load-state.tsx';
import { RedeemDialog } from './redeem-dialog.tsx';

/** The mall's goods as cards; a card's button opens the redeem dialog. */
export function GoodsGrid({ balance }: { balance: number }) {
  const { t } = useTranslation('loyalty');
  const goods = useMallGoods(useCurrentLanguage());
  const [chosen, setChosen] = useState<MallGoods | null>(null);
  if (!goods.data) {
    return <LoyaltyLoadState isError={goods.isError} retry={() => void goods.refetch()} />;
  }
  if (goods.data.goods.length === 0) {
    return <p className="loyalty__state">{t('mall.empty')}</p>;
  }
  return (
    <>
      <ul className="goods-grid">
        {goods.data.goods.map((good) => {
          const isOut = good.stock === 0;
          return (
            <li key={good.id} className="goods-card" data-testid="goods-card">
              <img className="goods-card__image" src={good.image} alt="" loading="lazy" />
              <strong className="goods-card__name">{good.name}</strong>
              <p className="loyalty__note">{good.description}</p>
              <p className="goods-card__price">
                {t('mall.price', { points: formatAmount(good.pointsPrice, 0) })}
              </p>
              {good.stock !== null && (
                <p className="loyalty__note">{t('mall.stock', { count: good.stock })}</p>
              )}
              <button
                type="button"
                className="ui-action ui-action--medium"
                disabled={isOut}
                data-testid="goods-redeem"
                data-kind={good.kind}
                aria-describedby={undefined}
                onClick={() => setChosen(good)}
              >
                {isOut
                  ? t('mall.soldOut')
                  : balance < Number(good.pointsPrice)
                    ? t('mall.redeemShort')
                    : t('mall.redeem')}
              </button>
            </li>
          );
        })}
      </ul>
      {chosen && <RedeemDialog goods={chosen} onClose={() => setChosen(null)} />}
    </>
  );
}
