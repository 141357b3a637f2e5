import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs.tsx';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { LeaderboardList } from './components/leaderboard-list.tsx';
import { MissionList } from './components/mission-list.tsx';
import './missions.css';

type Tab = 'missions' | 'leaderboards';

/** /member?page=missionLeaderboard (§2.5): the period's missions and the leaderboards. */
export function MissionLeaderboardPage() {
  const { t } = useTranslation(['missions', 'mission-errors']);
  const { isTrial } = useSessionState();
  const [tab, setTab] = useState<Tab>('missions');
  return (
    <section className="missions" data-testid="missions-page">
      <h1 className="missions__title">{t('common:memberPage.missionLeaderboard')}</h1>
      {isTrial ? (
        <TrialPrompt testId="missions-trial" className="missions__state" />
      ) : (
        <Tabs
          label={t('tabs')}
          tabs={[
            { value: 'missions', label: t('missionsTab'), testId: 'missions-tab' },
            { value: 'leaderboards', label: t('leaderboardsTab'), testId: 'leaderboards-tab' },
          ]}
          value={tab}
          onValueChange={setTab}
          listClassName="missions__tabs"
          tabClassName="missions__tab"
        >
          {tab === 'missions' ? <MissionList /> : <LeaderboardList />}
        </Tabs>
      )}
    </section>
  );
}
