import { useTeamProfitLoss } from '../api/get-team-profit-loss.ts';
import { TeamReport } from '../components/team-report.tsx';

/** palStatementsAgentCopy (§2.6): user profit and loss, per downline. */
export function TeamProfitLossPage() {
  return (
    <TeamReport
      kind="profitLoss"
      pageId="palStatementsAgentCopy"
      titleKey="page.profitLoss"
      useReport={useTeamProfitLoss}
    />
  );
}
