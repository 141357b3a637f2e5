import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { usePermission } from '../../brand/index.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useResponsibleGambling } from '../api/get-responsible-gambling.ts';
import { DepositLimitsSection } from './responsible-gambling-limits.tsx';
import { SelfExclusionSection } from './responsible-gambling-exclusion.tsx';
import { dateTimeFormat, formatIso } from '../../../lib/date-format.ts';
import './responsible-gambling-card.css';

/** A time in the member's language and the brand's zone; an unreadable one as sent. */
function useTimeFormat(): (iso: string) => string {
  const language = useCurrentLanguage();
  const timeZone = usePermission().data?.timeZone;
  const format = dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  return (iso) => formatIso(format, iso);
}

/**
 * The security centre's responsible-gambling card: deposit limits per day, week and month
 * (what is used, a raise waiting for its cooling-off time) and self-exclusion, which cannot
 * be undone before its end.
 */
export function ResponsibleGamblingCard() {
  const { t } = useTranslation('responsible');
  const state = useResponsibleGambling();
  const decimals = usePermission().data?.currency.decimals ?? 2;
  const formatTime = useTimeFormat();

  return (
    <section className="security-card rg-card" data-testid="security-responsible-gambling">
      <h2 className="security-card__title">{t('title')}</h2>
      {state.data ? (
        <>
          <DepositLimitsSection
            limits={state.data.limits}
            delayHours={state.data.limitIncreaseDelayHours}
            decimals={decimals}
            formatTime={formatTime}
          />
          <SelfExclusionSection exclusion={state.data.selfExclusion} formatTime={formatTime} />
        </>
      ) : (
        <LoadState
          state={state.isError ? 'error' : 'loading'}
          className="rg-card__state"
          text={state.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void state.refetch(),
          }}
        />
      )}
    </section>
  );
}
