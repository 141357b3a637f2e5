import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';

/** What a loyalty list shows while its data loads or after it failed (with a retry). */
export function LoyaltyLoadState({ isError, retry }: { isError: boolean; retry: () => void }) {
  const { t } = useTranslation('loyalty');
  return (
    <LoadState
      state={isError ? 'error' : 'loading'}
      className="loyalty__state"
      text={isError ? t('loadError') : t('loading')}
      retry={{ label: t('retry'), className: 'ui-action ui-action--medium', onClick: retry }}
    />
  );
}
