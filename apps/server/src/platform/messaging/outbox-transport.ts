import type { Db } from '../../db/client.ts';
import type { Mailer } from './mail.ts';
import { recordOutboxMessage } from './outbox-store.ts';
import type { SmsSender } from './sms.ts';

/**
 * The embedded mailer: keeps the whole mail in the database and sends nothing, so a fresh
 * machine works without a mail server and tests (and /dev/outbox) can read the codes.
 */
export function createOutboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await recordOutboxMessage(db, {
        merchantId: message.merchantId,
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        purpose: message.purpose,
        transport: 'outbox',
        status: 'stored',
      });
    },
  };
}

/** The embedded SMS sender: keeps the whole text in the database and sends nothing. */
export function createOutboxSmsSender(db: Db): SmsSender {
  return {
    async send(message) {
      await recordOutboxMessage(db, {
        merchantId: message.merchantId,
        channel: 'sms',
        recipient: message.to,
        subject: null,
        body: message.text,
        purpose: message.purpose,
        transport: 'outbox',
        status: 'stored',
      });
    },
  };
}
