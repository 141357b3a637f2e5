import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';

export interface BetsResultsProps {
  /** Whether an answer arrived (undefined while the first one loads or after a failure). */
  hasData: boolean;
  isEmpty: boolean;
  isError: boolean;
  /** Another answer is being fetched while the previous one stays shown. */
  isFetching: boolean;
  retry: () => void;
  /** Test id of the empty note. */
  emptyTestId: string;
  children: ReactNode;
}

/** Loading, failure, "nothing in this period", or the answer. */
export function BetsResults(props: BetsResultsProps) {
  const { hasData, isEmpty, isError, isFetching, retry, emptyTestId, children } = props;
  const { t } = useTranslation('bets');
  if (!hasData) {
    return (
      <LoadState
        state={isError ? 'error' : 'loading'}
        className="bets__state"
        text={isError ? t('loadError') : t('loading')}
        retry={{ label: t('retry'), className: 'ui-action ui-action--medium', onClick: retry }}
      />
    );
  }
  if (isEmpty) {
    return (
      <p className="bets__state ui-state" role="status" data-testid={emptyTestId}>
        {t('empty')}
      </p>
    );
  }
  return (
    <div className="bets__results" aria-busy={isFetching || undefined}>
      {children}
    </div>
  );
}
