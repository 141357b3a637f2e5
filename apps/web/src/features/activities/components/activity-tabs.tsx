import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

/** The activity centre's tabs: the activities, and the member's applications. */
export function ActivityTabs() {
  const { t } = useTranslation('activities');
  const tabClass = ({ isActive }: { isActive: boolean }) =>
    `activities__tab${isActive ? ' activities__tab--active' : ''}`;
  return (
    <nav className="activities__tabs" aria-label={t('tabs.label')}>
      <NavLink to="/promotions" end className={tabClass}>
        {t('tabs.promotions')}
      </NavLink>
      <NavLink to="/activities" end className={tabClass} data-testid="tab-activities">
        {t('tabs.activities')}
      </NavLink>
      <NavLink to="/activities/applications" className={tabClass} data-testid="tab-applications">
        {t('tabs.applications')}
      </NavLink>
    </nav>
  );
}
