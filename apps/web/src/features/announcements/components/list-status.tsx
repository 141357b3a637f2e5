import { useTranslation } from 'react-i18next';
import './list-status.css';

export interface ListStatusProps {
  state: 'loading' | 'error' | 'empty';
  emptyText: string;
  onRetry: () => void;
}

/** What a popup shows instead of its list: a loading skeleton, an error with retry, or empty. */
export function ListStatus({ state, emptyText, onRetry }: ListStatusProps) {
  const { t } = useTranslation('announcements');
  if (state === 'loading') {
    return (
      <div className="announcement-status" role="status" aria-busy="true">
        <span className="announcement-status__sr">{t('loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="announcement-status__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (state === 'error') {
    return (
      <div className="announcement-status" role="alert">
        <p>{t('error')}</p>
        <button type="button" className="announcement-status__retry" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <p className="announcement-status" role="status">
      {emptyText}
    </p>
  );
}
