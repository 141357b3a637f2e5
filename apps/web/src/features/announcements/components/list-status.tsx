import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import './list-status.css';

export interface ListStatusProps {
  state: 'loading' | 'error' | 'empty';
  emptyText: string;
  onRetry: () => void;
}

/** What a popup shows instead of its list: a loading skeleton, an error with retry, or empty. */
export function ListStatus({ state, emptyText, onRetry }: ListStatusProps) {
  const { t } = useTranslation('announcements');
  const text = { loading: t('loading'), error: t('error'), empty: emptyText }[state];
  return (
    <LoadState
      state={state}
      className="announcement-status"
      text={text}
      skeleton={[0, 1, 2, 3].map((row) => (
        <div key={row} className="announcement-status__skeleton ui-skeleton" aria-hidden="true" />
      ))}
      retry={{
        label: t('retry'),
        className: 'announcement-status__retry ui-action ui-action--medium ui-action--text-ring',
        onClick: onRetry,
      }}
    />
  );
}
