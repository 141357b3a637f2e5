import { useTranslation } from 'react-i18next';

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
  if (state === 'loading') {
    return (
      <div className="home-status home-status--cards" role="status" aria-busy="true">
        <span className="home-sr-only">{t('loading')}</span>
        {Array.from({ length: placeholders }, (_, index) => (
          <div key={index} className="home-skeleton home-skeleton--card" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="home-status" role="alert">
        <p>{t('error')}</p>
        {onRetry && (
          <button type="button" className="home-button" onClick={onRetry}>
            {t('retry')}
          </button>
        )}
      </div>
    );
  }
  return (
    <p className="home-status" role="status">
      {emptyText ?? t('empty')}
    </p>
  );
}
