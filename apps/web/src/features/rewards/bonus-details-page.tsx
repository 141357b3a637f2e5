import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/ui/load-state.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { useOwnBonuses } from './api/list-own-bonuses.ts';
import { BonusCard } from './components/bonus-card.tsx';
import './rewards.css';

/** Bonus details (/member?page=bonusDetails, §2.5): every bonus with its wagering, paged. */
export function BonusDetailsPage() {
  const { t } = useTranslation('rewards');
  const { isTrial } = useSessionState();
  const [pageNo, setPageNo] = useState(1);
  const bonuses = useOwnBonuses(pageNo);
  let content;
  if (isTrial)
    content = <TrialPrompt testId="rewards-trial" className="rewards__state" offerRegister />;
  else if (!bonuses.data) {
    content = (
      <LoadState
        state={bonuses.isError ? 'error' : 'loading'}
        className="rewards__state"
        text={bonuses.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void bonuses.refetch(),
        }}
      />
    );
  } else if (bonuses.data.content.length === 0) {
    content = (
      <p className="rewards__empty" data-testid="bonus-details-empty">
        {t('details.empty')}
      </p>
    );
  } else {
    content = (
      <>
        <ul className="rewards__list" data-testid="bonus-details-list">
          {bonuses.data.content.map((bonus) => (
            <BonusCard key={bonus.id} bonus={bonus} />
          ))}
        </ul>
        <Pager
          page={pageNo}
          totalPages={bonuses.data.totalPages}
          onChange={setPageNo}
          testIdPrefix="bonus-details-page"
          labels={{
            navigation: t('pager.navigation'),
            previous: t('pager.previous'),
            next: t('pager.next'),
            page: (n) => t('pager.page', { page: n }),
          }}
        />
      </>
    );
  }
  return (
    <section className="rewards" data-testid="bonus-details-page">
      <h1 className="rewards__title">{t('details.title')}</h1>
      {content}
    </section>
  );
}
