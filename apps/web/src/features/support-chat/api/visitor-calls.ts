import { queryOptions } from '@tanstack/react-query';
import {
  chatGuestTokenHeader,
  chatPaths,
  type ChatOfflineInput,
  type getChatAvailability,
  type getChatThread,
  type markChatRead,
  type openGuestChat,
  type sendChatImage,
  type sendChatOffline,
  type sendChatText,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

/** The visitor's credentials beside the member token the client adds: a guest's header. */
export function visitorHeaders(guestToken: string | null): Record<string, string> {
  return guestToken ? { [chatGuestTokenHeader]: guestToken } : {};
}

export const chatQueryRoot = ['support-chat'] as const;

const availabilityRoute = routeTo<typeof getChatAvailability>('GET', chatPaths.availability);
/** GET /wps/chat/availability: built in or an outside link, within office hours or not. */
export const chatAvailabilityQuery = () =>
  queryOptions({
    queryKey: [...chatQueryRoot, 'availability'],
    queryFn: ({ signal }) => apiCall(availabilityRoute, { signal }),
    staleTime: 60_000,
  });

const threadRoute = routeTo<typeof getChatThread>('GET', chatPaths.thread);
/** GET /wps/chat/thread: the visitor's latest conversation (any device), or null. */
export const chatThreadQuery = (who: string, guestToken: string | null) =>
  queryOptions({
    queryKey: [...chatQueryRoot, 'thread', who],
    queryFn: ({ signal }) => apiCall(threadRoute, { headers: visitorHeaders(guestToken), signal }),
  });

const guestOpenRoute = routeTo<typeof openGuestChat>('POST', chatPaths.guestOpen);
/** POST /wps/chat/guest: a guest starts with a name and gets the token to keep. */
export const openGuestConversation = (name: string) => apiCall(guestOpenRoute, { body: { name } });

const textRoute = routeTo<typeof sendChatText>('POST', chatPaths.messages);
export const sendVisitorText = (guestToken: string | null, text: string) =>
  apiCall(textRoute, { body: { text }, headers: visitorHeaders(guestToken) });

const imageRoute = routeTo<typeof sendChatImage>('PUT', chatPaths.images);
export const sendVisitorImage = (guestToken: string | null, file: Blob) =>
  apiCall(imageRoute, { file, headers: visitorHeaders(guestToken) });

const readRoute = routeTo<typeof markChatRead>('POST', chatPaths.read);
export const markVisitorRead = (guestToken: string | null, lastMessageId: number) =>
  apiCall(readRoute, { body: { lastMessageId }, headers: visitorHeaders(guestToken) });

const offlineRoute = routeTo<typeof sendChatOffline>('POST', chatPaths.offline);
/** POST /wps/chat/offline: the form outside office hours. */
export const sendOfflineMessage = (input: ChatOfflineInput) =>
  apiCall(offlineRoute, { body: input });
