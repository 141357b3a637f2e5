import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  redEnvelopePaths,
  type listOwnRedEnvelopes,
  type RedEnvelopeListQuery,
  type RedEnvelopePage,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { redEnvelopesQueryRoot } from './red-envelope-keys.ts';

const listOwnRoute = routeTo<typeof listOwnRedEnvelopes>('GET', redEnvelopePaths.agent);

/** GET /wps/agent/redEnvelopes (token, agents): the agent's envelopes with their claims. */
export function fetchOwnRedEnvelopes(
  query: RedEnvelopeListQuery,
  signal?: AbortSignal,
): Promise<RedEnvelopePage> {
  return apiCall(listOwnRoute, { query, signal });
}

export function ownRedEnvelopesQueryOptions(query: RedEnvelopeListQuery) {
  return queryOptions({
    queryKey: [...redEnvelopesQueryRoot, 'own', query],
    queryFn: ({ signal }) => fetchOwnRedEnvelopes(query, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useOwnRedEnvelopes(query: RedEnvelopeListQuery) {
  return useQuery(ownRedEnvelopesQueryOptions(query));
}
