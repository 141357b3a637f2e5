import { useTranslation } from 'react-i18next';
import type { VipStatus } from '@lobby/contracts';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { useVipStatus } from './api/get-vip-status.ts';
import { LoyaltyLoadState } from './components/loyalty-load-state.tsx';
import './loyalty.css';

const whole = (points: string) => formatAmount(points, 0);

/** The progress bar to the next level (full at the top level). */
function VipProgress({ status }: { status: VipStatus }) {
  const { t } = useTranslation('loyalty');
  const points = Number(status.monthPoints);
  const target = status.next ? Number(status.next.reachPoints) : points;
  const percent = target > 0 ? Math.min(100, Math.floor((points / target) * 100)) : 100;
  return (
    <div className="vip-progress" data-testid="vip-progress">
      <div className="vip-progress__labels">
        <span>{t('vip.monthPoints', { points: whole(status.monthPoints) })}</span>
        <span>
          {status.next
            ? t('vip.toNext', { name: status.next.name, points: whole(status.next.reachPoints) })
            : t('vip.topLevel')}
        </span>
      </div>
      <div
        className="vip-progress__track"
        role="progressbar"
        aria-label={t('vip.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="vip-progress__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="loyalty__note">{t('vip.keep', { points: whole(status.keepPoints) })}</p>
    </div>
  );
}

/** Each level's benefits; a table that scrolls inside itself on a phone. */
function VipBenefits({ status }: { status: VipStatus }) {
  const { t } = useTranslation('loyalty');
  return (
    // scrolls sideways on a phone: a keyboard user reaches it too (a named, focusable region)
    <div className="loyalty-table-wrap" role="region" aria-label={t('vip.benefits')} tabIndex={0}>
      <table className="loyalty-table" data-testid="vip-benefits">
        <caption>{t('vip.benefits')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('vip.level')}</th>
            <th scope="col">{t('vip.reach')}</th>
            <th scope="col">{t('vip.rebateShare')}</th>
            <th scope="col">{t('vip.levelUpBonus')}</th>
            <th scope="col">{t('vip.birthdayBonus')}</th>
            <th scope="col">{t('vip.monthlyBonus')}</th>
            <th scope="col">{t('vip.withdrawals')}</th>
          </tr>
        </thead>
        <tbody>
          {status.tiers.map((tier) => (
            <tr
              key={tier.level}
              aria-current={tier.level === status.level ? 'true' : undefined}
              data-testid="vip-tier"
            >
              <th scope="row">{tier.name}</th>
              <td>{whole(tier.reachPoints)}</td>
              <td>{t('vip.percent', { value: tier.rebateShare })}</td>
              <td>{formatAmount(tier.levelUpBonus)}</td>
              <td>{formatAmount(tier.birthdayBonus)}</td>
              <td>{formatAmount(tier.monthlyBonus)}</td>
              <td>
                {tier.withdrawalsPerDay === null
                  ? t('vip.brandRule')
                  : t('vip.perDay', {
                      count: tier.withdrawalsPerDay,
                      amount: tier.withdrawalDailyAmount
                        ? formatAmount(tier.withdrawalDailyAmount)
                        : '—',
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** /member?page=vip: the member's VIP level, the progress to the next and the benefits. */
export function VipPage() {
  const { t } = useTranslation(['loyalty', 'loyalty-errors']);
  const status = useVipStatus(useCurrentLanguage());
  return (
    <section className="loyalty" data-testid="vip-page">
      <h1 className="loyalty__title">{t('vip.title')}</h1>
      {status.data ? (
        <>
          <div className="loyalty-card vip-card">
            <span className="vip-card__badge" aria-hidden="true">
              {status.data.level}
            </span>
            <div>
              <p className="loyalty__note">{t('vip.yourLevel')}</p>
              <strong className="vip-card__name" data-testid="vip-level">
                {status.data.levelName}
              </strong>
            </div>
          </div>
          <VipProgress status={status.data} />
          <VipBenefits status={status.data} />
        </>
      ) : (
        <LoyaltyLoadState isError={status.isError} retry={() => void status.refetch()} />
      )}
    </section>
  );
}
