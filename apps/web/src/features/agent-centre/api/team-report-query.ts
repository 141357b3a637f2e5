import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { TeamMembersQuery, TeamMembersReport } from '@lobby/contracts';
import { agentQueryRoot } from './agent-query-keys.ts';

/** A team report's query as sent (what is left out takes the server's default). */
export type TeamReportParams = Partial<TeamMembersQuery>;

/** The two per-member team reports of §2.6. */
export type TeamReportKind = 'betting' | 'profitLoss';

/** Query options of a per-member team report, keyed by kind and query. */
export function teamReportQueryOptions(
  kind: TeamReportKind,
  params: TeamReportParams,
  fetcher: (params: TeamReportParams, signal?: AbortSignal) => Promise<TeamMembersReport>,
) {
  return queryOptions({
    queryKey: [...agentQueryRoot, 'report', kind, params],
    queryFn: ({ signal }) => fetcher(params, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
