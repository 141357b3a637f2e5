import { useTranslation } from 'react-i18next';
import { PlaceholderPage, PlaceholderSections } from './components/placeholder-page.tsx';

/** The agent centre's screens (§2.6), by their text keys. */
const agentSections: Array<{ key: string; titleKey: string }> = [
  { key: 'agentAnnouncement', titleKey: 'agentHome.announcement' },
  { key: 'agentTeamOverview', titleKey: 'agentHome.teamOverview' },
  { key: 'registerCenter', titleKey: 'agentHome.registerCenter' },
  { key: 'downlineManagmentView', titleKey: 'agentHome.downlines' },
  { key: 'personalHistoryCopy', titleKey: 'agentHome.teamBetting' },
  { key: 'palStatementsAgentCopy', titleKey: 'agentHome.profitLoss' },
  { key: 'agentRevenueReport', titleKey: 'agentHome.income' },
  { key: 'agentDownlineTransactionDetailsCopy', titleKey: 'agentHome.transactions' },
  { key: 'agentDividendRecordCopy2', titleKey: 'agentHome.dividends' },
  { key: 'agentDailyWages2', titleKey: 'agentHome.dailySalary' },
  { key: 'agentHourSalary', titleKey: 'agentHome.hourlySalary' },
  { key: 'agentRealtimeSalary', titleKey: 'agentHome.realtimeSalary' },
];

/** /agentHome: the agent centre, without header and side menu (§2.1, §2.6). */
export function AgentHomePage() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      icon="user"
      testId="agent-home-page"
      title={t('common:route.agentHome')}
      subtitle={t('agentHome.subtitle')}
      note={t('agentHome.note')}
    >
      <PlaceholderSections
        heading={t('agentHome.sections')}
        items={agentSections.map((section) => ({ key: section.key, title: t(section.titleKey) }))}
      />
    </PlaceholderPage>
  );
}
