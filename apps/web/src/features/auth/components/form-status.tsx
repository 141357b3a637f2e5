import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';

export interface FormStatusProps {
  state: 'loading' | 'error';
  onRetry: () => void;
}

/** Stands in for a form while its settings load, or when they could not be loaded. */
export function FormStatus({ state, onRetry }: FormStatusProps) {
  const { t } = useTranslation('auth');
  return (
    <LoadState
      state={state}
      className="auth-status"
      text={state === 'error' ? t('loadError') : t('loading')}
      skeleton={[0, 1, 2, 3].map((row) => (
        <div key={row} className="auth-status__skeleton ui-skeleton" aria-hidden="true" />
      ))}
      retry={{
        label: t('retry'),
        className: 'auth-submit ui-action ui-action--large',
        onClick: onRetry,
      }}
    />
  );
}
