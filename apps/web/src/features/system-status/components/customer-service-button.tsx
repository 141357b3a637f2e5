import { useTranslation } from 'react-i18next';
import type { CustomerService } from '@lobby/contracts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/** Opens the brand's first customer-service channel (§2.7), with its hours. */
export function CustomerServiceButton({ channels }: { channels: CustomerService[] | undefined }) {
  const { t } = useTranslation('status');
  const channel = channels?.[0];
  if (!channel) return null;
  const external = /^https?:/i.test(channel.url);
  return (
    <div className="status-screen__service">
      <a
        className={buttonClass('primary', 'large')}
        href={channel.url}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        <Icon name="headset" />
        {t('service.button')}
      </a>
      {channel.hours && (
        <p className="status-screen__hint">{t('service.hours', { hours: channel.hours })}</p>
      )}
    </div>
  );
}
