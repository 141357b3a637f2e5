import { createTransport } from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { describeFailure, MessageDeliveryError } from './delivery-error.ts';
import type { Mailer } from './mail.ts';
import { recordOutboxMessage } from './outbox-store.ts';

export interface SmtpMailerOptions {
  /** smtp:// or smtps:// URL with credentials, as nodemailer reads it. */
  url: string;
  /** Sender address, e.g. `Lobby <no-reply@example.com>`. */
  from: string;
  /** Connection, greeting and socket timeout; a stuck server must not hold a request for minutes. */
  timeoutMs?: number;
}

/** Body kept in the outbox for a delivered mail: the real text may carry a code or a reset link. */
export const smtpDeliveredBody = '[delivered by smtp]';

/**
 * Delivers mail through an SMTP server (nodemailer) and records the outcome in the outbox,
 * without the body. A refusal or a dead server is recorded as failed and thrown.
 */
export function createSmtpMailer(db: Db, options: SmtpMailerOptions): Mailer {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const transport = createTransport({
    url: options.url,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      const record = {
        merchantId: message.merchantId,
        channel: 'email' as const,
        recipient: message.to,
        subject: message.subject,
        body: smtpDeliveredBody,
        purpose: message.purpose,
        transport: 'smtp',
      };
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (error) {
        const reason = describeFailure(error);
        await recordOutboxMessage(db, { ...record, status: 'failed', error: reason });
        throw new MessageDeliveryError('smtp', reason, { cause: error });
      }
      await recordOutboxMessage(db, { ...record, status: 'sent' });
    },
  };
}
