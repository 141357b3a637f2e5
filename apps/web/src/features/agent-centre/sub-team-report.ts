import { useSearchParams } from 'react-router';
import { appPaths } from '../../lib/app-paths.ts';

/** The team reports' pages under /agentHome (their paths in the centre's page table). */
export type TeamReportPath = 'team-betting' | 'profit-loss';

/** A team report of a sub-agent's team: its id for the server, its name for the heading. */
export function subTeamReportPath(
  page: TeamReportPath,
  agent: { id: number; username: string },
): string {
  const query = new URLSearchParams({ agentId: String(agent.id), agent: agent.username });
  return `${appPaths.agentHome}/${page}?${query.toString()}`;
}

/** The sub-agent whose team a report shows (from the address), or null for the agent's own. */
export function useSubTeam(): { id: number; username: string } | null {
  const [params] = useSearchParams();
  const id = Number(params.get('agentId'));
  if (!Number.isInteger(id) || id < 1) return null;
  return { id, username: params.get('agent') ?? '' };
}
