import {
  chatPaths,
  type assignBoChat,
  type ChatStatus,
  type closeBoChat,
  type getBoChat,
  type listBoCannedReplies,
  type listBoChatOperators,
  type listBoChats,
  type markBoChatRead,
  type sendBoChatImage,
  type sendBoChatText,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

/** The console's calls, each with the operator's Bearer token (staff-session.ts). */
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const listRoute = routeTo<typeof listBoChats>('GET', chatPaths.boConversations);
export const listConversations = (token: string, status?: ChatStatus) =>
  apiCall(listRoute, { query: status ? { status } : {}, headers: bearer(token) });

const threadRoute = routeTo<typeof getBoChat>('GET', chatPaths.boConversation);
export const fetchConversation = (token: string, id: number) =>
  apiCall(threadRoute, { params: { id }, headers: bearer(token) });

const textRoute = routeTo<typeof sendBoChatText>('POST', chatPaths.boMessages);
export const sendOperatorText = (token: string, id: number, text: string) =>
  apiCall(textRoute, { params: { id }, body: { text }, headers: bearer(token) });

const imageRoute = routeTo<typeof sendBoChatImage>('PUT', chatPaths.boImages);
export const sendOperatorImage = (token: string, id: number, file: Blob) =>
  apiCall(imageRoute, { params: { id }, file, headers: bearer(token) });

const readRoute = routeTo<typeof markBoChatRead>('POST', chatPaths.boRead);
export const markOperatorRead = (token: string, id: number, lastMessageId: number) =>
  apiCall(readRoute, { params: { id }, body: { lastMessageId }, headers: bearer(token) });

const assignRoute = routeTo<typeof assignBoChat>('POST', chatPaths.boAssign);
export const assignConversation = (token: string, id: number, staffId: number) =>
  apiCall(assignRoute, { params: { id }, body: { staffId }, headers: bearer(token) });

const closeRoute = routeTo<typeof closeBoChat>('POST', chatPaths.boClose);
export const closeConversation = (token: string, id: number) =>
  apiCall(closeRoute, { params: { id }, headers: bearer(token) });

const operatorsRoute = routeTo<typeof listBoChatOperators>('GET', chatPaths.boOperators);
export const listOperators = (token: string) => apiCall(operatorsRoute, { headers: bearer(token) });

const cannedRoute = routeTo<typeof listBoCannedReplies>('GET', chatPaths.boCannedReplies);
export const listCannedReplies = (token: string) =>
  apiCall(cannedRoute, { headers: bearer(token) });
