import { useTranslation } from 'react-i18next';
import { usePermission } from '../../brand/index.ts';
import { CustomerServiceButton } from './customer-service-button.tsx';
import { StatusScreenFrame } from './status-screen-frame.tsx';

/** Replaces the app when the visitor's region is blocked (§4.1 status 2, §2.7). */
export function RestrictedPage({ ip }: { ip: string }) {
  const { t } = useTranslation('status');
  const permission = usePermission().data;
  return (
    <StatusScreenFrame icon="shield" title={t('restricted.title')} data-testid="restricted-page">
      <p className="status-screen__text">{t('restricted.info')}</p>
      <p className="status-screen__ip">
        {t('restricted.ipLabel')}{' '}
        <strong data-testid="restricted-ip" dir="ltr">
          {ip}
        </strong>
      </p>
      <CustomerServiceButton channels={permission?.customerService} />
    </StatusScreenFrame>
  );
}
