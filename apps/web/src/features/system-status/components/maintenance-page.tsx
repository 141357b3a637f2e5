import { useTranslation } from 'react-i18next';
import { usePermission } from '../../brand/index.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { StatusScreenFrame } from './status-screen-frame.tsx';
import { dateTimeFormat } from '../../../lib/date-format.ts';

function formatUntil(iso: string, language: string, timeZone: string | undefined): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** Replaces the app while the brand is in maintenance (§4.1 status 1, §2.7). */
export function MaintenancePage({ maintenanceUntil }: { maintenanceUntil: string | null }) {
  const { t } = useTranslation('status');
  const language = useCurrentLanguage();
  const permission = usePermission().data;
  const until = maintenanceUntil
    ? formatUntil(maintenanceUntil, language, permission?.timeZone)
    : null;
  return (
    <StatusScreenFrame icon="tools" title={t('maintenance.title')} data-testid="maintenance-page">
      <p className="status-screen__text">{t('maintenance.info')}</p>
      {until && <p className="status-screen__text">{t('maintenance.until', { time: until })}</p>}
      <CustomerServiceButton channels={permission?.customerService} />
    </StatusScreenFrame>
  );
}
