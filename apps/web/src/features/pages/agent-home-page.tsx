import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../session/index.ts';
import { openModal } from '../../lib/modal-store.ts';
import { Button } from '../../components/ui/button.tsx';
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

/**
 * /agentHome: the agent centre, without header and side menu (§2.1, §2.6): the agent's
 * nickname and the logout (with its confirmation), then the centre's sections.
 */
export function AgentHomePage() {
  const { t } = useTranslation('pages');
  const info = useMemberInfo().data;
  return (
    <PlaceholderPage
      icon="user"
      testId="agent-home-page"
      title={t('common:route.agentHome')}
      subtitle={t('agentHome.subtitle')}
      note={t('agentHome.note')}
    >
      <div className="agent-home__bar">
        <p className="agent-home__who" data-testid="agent-nickname">
          {info ? t('agentHome.signedInAs', { nickname: info.nickname || info.account }) : null}
        </p>
        <Button
          variant="outline"
          data-testid="agent-logout"
          onClick={() => openModal('logout', {})}
        >
          {t('agentHome.logout')}
        </Button>
      </div>
      <PlaceholderSections
        heading={t('agentHome.sections')}
        items={agentSections.map((section) => ({ key: section.key, title: t(section.titleKey) }))}
      />
    </PlaceholderPage>
  );
}
