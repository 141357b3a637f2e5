import { useTranslation } from 'react-i18next';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { StatusScreenFrame } from './status-screen-frame.tsx';

/** Shown when the status call itself fails: the site cannot tell whether it may open. */
export function StatusErrorPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('status');
  return (
    <StatusScreenFrame icon="info" title={t('error.title')} data-testid="status-error-page">
      <p className="status-screen__text" role="alert">
        {translateApiError(error, t)}
      </p>
      <Button size="large" onClick={onRetry}>
        <Icon name="refresh" />
        {t('error.retry')}
      </Button>
    </StatusScreenFrame>
  );
}
