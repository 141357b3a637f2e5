import type { FastifyInstance } from 'fastify';
import {
  apiPaths,
  endpointPath,
  memberServicePaths,
  type ComposeInboxMessage,
  type InboxAudience,
} from '@lobby/contracts';
import { brandHeaders } from '../../../../test/login-kit.ts';

type Headers = Record<string, string>;

/** The same text in every language. */
export function allLanguages(text: string) {
  return { en: text, th: text, tl: text };
}

/** A message to compose, with a title and body in every language. */
export function composed(
  audience: InboxAudience,
  title: string,
  extra: Partial<ComposeInboxMessage> = {},
): ComposeInboxMessage {
  return {
    audience,
    title: allLanguages(title),
    bodyHtml: allLanguages(`<p>${title}</p>`),
    ...extra,
  };
}

/** The member's inbox and feedback calls with a token. */
export function inboxCaller(app: FastifyInstance, token: string, brand: Headers = brandHeaders) {
  const headers = { ...brand, token };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    list: (query = '') => call('GET', `${memberServicePaths.inbox}${query}`),
    unread: () => call('GET', memberServicePaths.inboxUnread),
    read: (id: number) =>
      call('POST', endpointPath({ path: memberServicePaths.inboxRead }, { id })),
    readAll: () => call('POST', memberServicePaths.inboxReadAll),
    remove: (id: number) =>
      call('DELETE', endpointPath({ path: memberServicePaths.inboxMessage }, { id })),
    submitFeedback: (body: object) => call('PUT', memberServicePaths.feedback, body),
    ownFeedback: () => call('GET', memberServicePaths.feedback),
    upload: (bytes: Buffer, contentType: string) =>
      app.inject({
        method: 'PUT',
        url: `${apiPaths.uploads}?purpose=feedback_screenshot`,
        headers: { ...headers, 'content-type': contentType },
        payload: bytes,
      }),
  };
}

/** The operator's inbox and feedback calls with a staff token. */
export function inboxOperator(app: FastifyInstance, token: string, brand: Headers = brandHeaders) {
  const headers = { ...brand, authorization: `Bearer ${token}` };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  return {
    call,
    compose: (body: ComposeInboxMessage) => call('POST', memberServicePaths.boInboxMessages, body),
    list: () => call('GET', memberServicePaths.boInboxMessages),
    withdraw: (id: number) =>
      call('POST', endpointPath({ path: memberServicePaths.boInboxWithdraw }, { id })),
    feedback: (query = '') => call('GET', `${memberServicePaths.boFeedback}${query}`),
    reply: (id: number, reply: string) =>
      call('POST', endpointPath({ path: memberServicePaths.boFeedbackReply }, { id }), { reply }),
    close: (id: number) =>
      call('POST', endpointPath({ path: memberServicePaths.boFeedbackClose }, { id })),
    settings: (body: object) => call('PUT', memberServicePaths.boFeedbackSettings, body),
  };
}

/** The id of a composed message, or the test fails with the answer. */
export function idOf(response: { statusCode: number; body: string; json(): unknown }): number {
  if (response.statusCode !== 200) throw new Error(`not sent: ${response.body}`);
  return (response.json() as { value: { id: number } }).value.id;
}
