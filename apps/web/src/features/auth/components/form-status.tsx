import { useTranslation } from 'react-i18next';

export interface FormStatusProps {
  state: 'loading' | 'error';
  onRetry: () => void;
}

/** Stands in for a form while its settings load, or when they could not be loaded. */
export function FormStatus({ state, onRetry }: FormStatusProps) {
  const { t } = useTranslation('auth');
  if (state === 'error') {
    return (
      <div className="auth-status" role="alert">
        <p>{t('loadError')}</p>
        <button type="button" className="auth-submit" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="auth-status" role="status" aria-busy="true">
      <span className="auth-sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((row) => (
        <div key={row} className="auth-status__skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}
