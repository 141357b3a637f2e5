import type { Db } from '../../db/client.ts';
import { describeFailure, MessageDeliveryError } from './delivery-error.ts';
import { recordOutboxMessage } from './outbox-store.ts';
import type { SmsSender } from './sms.ts';

export interface HttpSmsSenderOptions {
  /** Gateway endpoint accepting POST { to, text } as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer …` when given. */
  token?: string;
  /** A gateway that does not answer in time counts as failed. */
  timeoutMs?: number;
}

/** Body kept in the outbox for a delivered SMS: the real text carries a code. */
export const httpDeliveredBody = '[delivered by http]';

/**
 * Delivers SMS through an HTTP gateway and records the outcome in the outbox, without the
 * text. A non-2xx answer, a network error or a timeout is recorded as failed and thrown.
 */
export function createHttpSmsSender(db: Db, options: HttpSmsSenderOptions): SmsSender {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(message) {
      const record = {
        merchantId: message.merchantId,
        channel: 'sms' as const,
        recipient: message.to,
        subject: null,
        body: httpDeliveredBody,
        purpose: message.purpose,
        transport: 'http',
      };
      let failure: { reason: string; cause?: unknown } | undefined;
      try {
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
          },
          body: JSON.stringify({ to: message.to, text: message.text }),
          signal: AbortSignal.timeout(timeoutMs),
        });
        // drain the body so the connection can be reused; its content is not needed
        await response.arrayBuffer().catch(() => undefined);
        if (!response.ok) failure = { reason: `gateway answered HTTP ${response.status}` };
      } catch (error) {
        failure = { reason: describeFailure(error), cause: error };
      }
      if (failure) {
        await recordOutboxMessage(db, { ...record, status: 'failed', error: failure.reason });
        throw new MessageDeliveryError('http', failure.reason, { cause: failure.cause });
      }
      await recordOutboxMessage(db, { ...record, status: 'sent' });
    },
  };
}
