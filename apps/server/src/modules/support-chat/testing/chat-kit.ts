import type { FastifyInstance } from 'fastify';
import { chatGuestTokenHeader, chatPaths } from '@lobby/contracts';
import { brandHeaders } from '../../../../test/login-kit.ts';

/** The smallest real PNG (1 × 1), as the chat's content check sees it. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

type Brand = { merchant: string; host?: string };
const path = (template: string, id: number) => template.replace(':id', String(id));

/** The answer's value, or the envelope's code and status on a refusal. */
export function valueOrCode(response: { statusCode: number; json(): unknown }) {
  const body = response.json() as { success: boolean; value?: unknown; code?: string };
  return body.success ? body.value : { status: response.statusCode, code: body.code };
}

/**
 * The visitor's chat calls as the page makes them: a member (`token`) or a guest (`guest`,
 * the x-chat-guest header); `ip` is the caller's address (per-IP budgets).
 */
export function chatVisitor(
  app: FastifyInstance,
  who: { token?: string; guest?: string; ip?: string; brand?: Brand },
) {
  const headers = {
    ...(who.brand ?? brandHeaders),
    ...(who.token ? { token: who.token } : {}),
    ...(who.guest ? { [chatGuestTokenHeader]: who.guest } : {}),
  };
  const remoteAddress = who.ip ?? '127.0.0.1';
  return {
    thread: () => app.inject({ method: 'GET', url: chatPaths.thread, headers, remoteAddress }),
    send: (text: string) =>
      app.inject({
        method: 'POST',
        url: chatPaths.messages,
        headers,
        payload: { text },
        remoteAddress,
      }),
    sendImage: (bytes: Buffer, type = 'image/png') =>
      app.inject({
        method: 'PUT',
        url: chatPaths.images,
        headers: { ...headers, 'content-type': type },
        payload: bytes,
        remoteAddress,
      }),
    image: (id: number) =>
      app.inject({ method: 'GET', url: path(chatPaths.image, id), headers, remoteAddress }),
    read: (lastMessageId: number) =>
      app.inject({
        method: 'POST',
        url: chatPaths.read,
        headers,
        payload: { lastMessageId },
        remoteAddress,
      }),
    offline: (body: { name: string; contact: string; text: string }) =>
      app.inject({ method: 'POST', url: chatPaths.offline, headers, payload: body, remoteAddress }),
    availability: () =>
      app.inject({ method: 'GET', url: chatPaths.availability, headers, remoteAddress }),
  };
}

/** Opens a guest conversation from `ip`; the raw answer. */
export function openGuest(app: FastifyInstance, name: string, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: chatPaths.guestOpen,
    headers: brandHeaders,
    payload: { name },
    remoteAddress: ip,
  });
}

/** The operator console's calls with a staff token (of the demo brand unless `brand`). */
export function chatOperator(app: FastifyInstance, token: string, brand: Brand = brandHeaders) {
  const headers = { ...brand, authorization: `Bearer ${token}` };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return {
    list: (status?: string) =>
      call('GET', `${chatPaths.boConversations}${status ? `?status=${status}` : ''}`),
    thread: (id: number) => call('GET', path(chatPaths.boConversation, id)),
    send: (id: number, text: string) => call('POST', path(chatPaths.boMessages, id), { text }),
    sendImage: (id: number, bytes: Buffer) =>
      app.inject({
        method: 'PUT',
        url: path(chatPaths.boImages, id),
        headers: { ...headers, 'content-type': 'image/png' },
        payload: bytes,
      }),
    image: (id: number) => call('GET', path(chatPaths.boImage, id)),
    read: (id: number, lastMessageId: number) =>
      call('POST', path(chatPaths.boRead, id), { lastMessageId }),
    assign: (id: number, staffId: number) =>
      call('POST', path(chatPaths.boAssign, id), { staffId }),
    close: (id: number) => call('POST', path(chatPaths.boClose, id)),
    operators: () => call('GET', chatPaths.boOperators),
    settings: () => call('GET', chatPaths.boSettings),
    updateSettings: (body: object) => call('PUT', chatPaths.boSettings, body),
    cannedReplies: () => call('GET', chatPaths.boCannedReplies),
    addCannedReply: (body: object) => call('POST', chatPaths.boCannedReplies, body),
    removeCannedReply: (id: number) => call('DELETE', path(chatPaths.boCannedReply, id)),
  };
}
