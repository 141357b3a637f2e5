import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';

export interface RowStatusProps {
  state: 'loading' | 'error' | 'empty';
  /** Skeleton cards while loading. */
  placeholders?: number;
  onRetry?: () => void;
  emptyText?: string;
}

/** A row's loading skeleton, its error with a retry, or its empty note. */
export function RowStatus({ state, placeholders = 6, onRetry, emptyText }: RowStatusProps) {
  const { t } = useTranslation('home');
  const text = { loading: t('loading'), error: t('error'), empty: emptyText ?? t('empty') }[state];
  return (
    <LoadState
      state={state}
      className={state === 'loading' ? 'home-status home-status--cards' : 'home-status'}
      text={text}
      skeleton={Array.from({ length: placeholders }, (_, index) => (
        <div
          key={index}
          className="home-skeleton home-skeleton--card ui-skeleton"
          aria-hidden="true"
        />
      ))}
      retry={
        onRetry && {
          label: t('retry'),
          className: 'home-button ui-action ui-action--small ui-action--text-ring',
          onClick: onRetry,
        }
      }
    />
  );
}
