import { useTranslation } from 'react-i18next';
import type { SecurityOverview } from '@lobby/contracts';

export interface RecentLoginsProps {
  logins: SecurityOverview['recentLogins'];
  formatTime: (iso: string) => string;
}

/** The account's latest logins and failed attempts: when, from where, with what. */
export function RecentLogins({ logins, formatTime }: RecentLoginsProps) {
  const { t } = useTranslation('security');
  if (logins.length === 0) {
    return <p className="security-card__text">{t('logins.empty')}</p>;
  }
  return (
    <div className="security-logins">
      <table className="security-logins__table" data-testid="security-recent-logins">
        <thead>
          <tr>
            <th scope="col">{t('logins.at')}</th>
            <th scope="col">{t('logins.ip')}</th>
            <th scope="col">{t('logins.device')}</th>
            <th scope="col">{t('logins.outcome')}</th>
          </tr>
        </thead>
        <tbody>
          {logins.map((login, index) => (
            <tr key={`${login.at}-${index}`} data-outcome={login.outcome}>
              <td>{formatTime(login.at)}</td>
              <td>{login.ip}</td>
              <td className="security-logins__agent">{login.userAgent ?? t('logins.unknown')}</td>
              <td>{t(login.outcome === 'success' ? 'logins.success' : 'logins.failure')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
