import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';

export interface PageStatusProps {
  state: 'loading' | 'error' | 'empty';
  /** The failure, for the error state's text. */
  error?: unknown;
  /** The empty state's text key (namespace agents). */
  emptyKey?: string;
  onRetry?: () => void;
}

/** What an agent-centre page shows while its data loads, after a failure, or when empty. */
export function PageStatus({ state, error, emptyKey, onRetry }: PageStatusProps) {
  const { t } = useTranslation('agents');
  const text =
    state === 'loading'
      ? t('status.loading')
      : state === 'error'
        ? translateApiError(error, t)
        : t(emptyKey ?? 'status.empty');
  return (
    <LoadState
      state={state}
      className="agent-centre__state"
      text={text}
      retry={
        onRetry
          ? {
              label: t('status.retry'),
              className: 'ui-button ui-button--outline ui-button--small',
              onClick: onRetry,
            }
          : undefined
      }
    />
  );
}
