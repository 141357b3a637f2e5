import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../api/get-status.ts';

/**
 * A strip above everything while the server's dev outbox is open (a demo or development
 * process): every code it sends can be read by anyone, so nobody should mistake it for a real
 * site. Reads the status answer the status gate already loaded; nothing when closed.
 */
export function DevOutboxBanner() {
  const { t } = useTranslation('status');
  const open = useSystemStatus().data?.devOutboxOpen === true;
  if (!open) return null;
  return (
    <p className="dev-outbox-banner" role="note" data-testid="dev-outbox-banner">
      <strong>{t('devOutbox.title')}</strong> {t('devOutbox.info')}
    </p>
  );
}
