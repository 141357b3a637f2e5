import { useCallback } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  memberServicePaths,
  type FeedbackItem,
  type FeedbackList,
  type FeedbackSettings,
  type getFeedbackSettings,
  type listOwnFeedback,
  type SubmitFeedback,
  type submitFeedback as submitFeedbackEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { inboxQueryRoot } from '../../session/index.ts';
import { useAsyncAction } from '../../../lib/use-async-action.ts';

const settingsRoute = routeTo<typeof getFeedbackSettings>(
  'GET',
  memberServicePaths.feedbackSettings,
);
const listRoute = routeTo<typeof listOwnFeedback>('GET', memberServicePaths.feedback);
const submitRoute = routeTo<typeof submitFeedbackEndpoint>('PUT', memberServicePaths.feedback);

/** Feedback's replies arrive in the inbox: its queries live under the inbox root. */
const feedbackQueryRoot = [...inboxQueryRoot, 'feedback'] as const;

/** GET /wps/feedback/settings: the brand's categories and word rule (§5). */
export function useFeedbackSettings() {
  return useQuery(
    queryOptions({
      queryKey: [...feedbackQueryRoot, 'settings'],
      queryFn: ({ signal }): Promise<FeedbackSettings> => apiCall(settingsRoute, { signal }),
      staleTime: 5 * 60_000,
    }),
  );
}

/** GET /wps/feedback (token): the member's feedback with the operator's replies. */
export function useOwnFeedback() {
  return useQuery(
    queryOptions({
      queryKey: [...feedbackQueryRoot, 'own'],
      queryFn: ({ signal }): Promise<FeedbackList> => apiCall(listRoute, { signal }),
    }),
  );
}

/** PUT /wps/feedback (token, §7.3 "PUT feedback"). */
export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  const submit = useCallback(
    async (body: SubmitFeedback): Promise<FeedbackItem> => {
      const item = await apiCall(submitRoute, { body });
      await queryClient.invalidateQueries({ queryKey: feedbackQueryRoot });
      return item;
    },
    [queryClient],
  );
  return useAsyncAction(submit);
}
