import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { Promotion, PromotionEntry } from '@lobby/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useRewardCentre } from './api/get-reward-centre.ts';
import { usePromotions } from './api/list-promotions.ts';
import { OutcomeLine } from './components/outcome-line.tsx';
import { PromotionAction } from './components/promotion-action.tsx';
import { PromotionRules } from './components/promotion-rules.tsx';
import { useRewardActions } from './use-reward-actions.ts';
import './rewards.css';

/**
 * /promotions (lazy area Promotions): the brand's promotions as cards; a card opens its
 * detail (texts and terms) with the member's next step: apply, deposit, or claim.
 */
export function PromotionsPage() {
  const { t } = useTranslation('rewards');
  const promotions = usePromotions();
  const centre = useRewardCentre();
  const actions = useRewardActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const entries = [...(centre.data?.claimable ?? []), ...(centre.data?.joined ?? [])];
  const entryOf = (promotion: Promotion): PromotionEntry | undefined =>
    entries.find((entry) => entry.promotionId === promotion.id);
  const open = promotions.data?.content.find((promotion) => promotion.id === openId);

  const action = (promotion: Promotion) => (
    <PromotionAction
      promotion={promotion}
      entry={entryOf(promotion)}
      busy={actions.busy !== null}
      onApply={() => void actions.apply(promotion.id)}
      onClaim={(entryId) => void actions.claim(entryId)}
    />
  );

  return (
    <section className="rewards promotions" data-testid="promotions-page">
      <nav className="promotions__tabs" aria-label={t('promotions.tabsLabel')}>
        <NavLink to="/promotions" end className="promotions__tab promotions__tab--active">
          {t('promotions.tabPromotions')}
        </NavLink>
        <NavLink to="/activities" className="promotions__tab" data-testid="tab-activities">
          {t('promotions.tabActivities')}
        </NavLink>
      </nav>
      <h1 className="rewards__title">{t('promotions.title')}</h1>
      <p className="rewards__subtitle">{t('promotions.subtitle')}</p>
      {!open && <OutcomeLine outcome={actions.outcome} />}
      {!promotions.data ? (
        <LoadState
          state={promotions.isError ? 'error' : 'loading'}
          className="rewards__state"
          text={promotions.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void promotions.refetch(),
          }}
        />
      ) : promotions.data.content.length === 0 ? (
        <p className="rewards__empty" data-testid="promotions-empty">
          {t('promotions.empty')}
        </p>
      ) : (
        <ul className="promotions__grid">
          {promotions.data.content.map((promotion) => (
            <li
              key={promotion.id}
              className="promotion-card"
              data-testid="promotion-card"
              data-state={promotion.state}
            >
              {promotion.imageUrl && (
                <img
                  className="promotion-card__image"
                  src={promotion.imageUrl}
                  alt=""
                  loading="lazy"
                />
              )}
              <div className="promotion-card__body">
                <h2 className="promotion-card__title">{promotion.title}</h2>
                <p className="promotion-card__summary">{promotion.summary}</p>
                <div className="promotion-card__actions">
                  <button
                    type="button"
                    className="ui-action ui-action--small promotion-card__more"
                    data-testid="promotion-details"
                    onClick={() => setOpenId(promotion.id)}
                  >
                    {t('promotions.details')}
                  </button>
                  {action(promotion)}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <Dialog
          title={open.title}
          description={open.summary}
          closeLabel={t('promotions.close')}
          onClose={() => setOpenId(null)}
          data-testid="promotion-dialog"
        >
          <div className="promotion-detail">
            {open.body.split(/\n\s*\n/).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
            <PromotionRules rules={open.rules} />
            <OutcomeLine outcome={actions.outcome} />
            <div className="promotion-detail__action">{action(open)}</div>
          </div>
        </Dialog>
      )}
    </section>
  );
}
