import { useTeamBetting } from '../api/get-team-betting.ts';
import { TeamReport } from '../components/team-report.tsx';

/** personalHistoryCopy of the agent centre (§2.6): team betting, per downline. */
export function TeamBettingPage() {
  return (
    <TeamReport
      kind="betting"
      pageId="personalHistoryCopy"
      titleKey="page.teamBetting"
      useReport={useTeamBetting}
    />
  );
}
