import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createHttpSmsSender } from './http-sms-sender.ts';
import type { Mailer } from './mail.ts';
import { createOutboxMailer, createOutboxSmsSender } from './outbox-transport.ts';
import type { SmsSender } from './sms.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

export type { Mailer, MailMessage } from './mail.ts';
export type { SmsMessage, SmsSender } from './sms.ts';
export { MessageDeliveryError } from './delivery-error.ts';
export { listOutboxMessages, type OutboxMessage } from './outbox-store.ts';

/** The ways Lobby reaches people, chosen once at start-up. */
export interface Messaging {
  mailer: Mailer;
  sms: SmsSender;
}

type MessagingConfig = Pick<
  Config,
  | 'MAIL_TRANSPORT'
  | 'SMTP_URL'
  | 'MAIL_FROM'
  | 'SMS_TRANSPORT'
  | 'SMS_GATEWAY_URL'
  | 'SMS_GATEWAY_TOKEN'
>;

function pickMailer(db: Db, config: MessagingConfig): Mailer {
  switch (config.MAIL_TRANSPORT) {
    case 'outbox':
      return createOutboxMailer(db);
    case 'smtp':
      // fail at start, not on the first registration hours later
      if (!config.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
      return createSmtpMailer(db, { url: config.SMTP_URL, from: config.MAIL_FROM });
    default:
      return config.MAIL_TRANSPORT satisfies never;
  }
}

function pickSmsSender(db: Db, config: MessagingConfig): SmsSender {
  switch (config.SMS_TRANSPORT) {
    case 'outbox':
      return createOutboxSmsSender(db);
    case 'http':
      if (!config.SMS_GATEWAY_URL) throw new Error('SMS_TRANSPORT=http needs SMS_GATEWAY_URL');
      return createHttpSmsSender(db, {
        url: config.SMS_GATEWAY_URL,
        ...(config.SMS_GATEWAY_TOKEN ? { token: config.SMS_GATEWAY_TOKEN } : {}),
      });
    default:
      return config.SMS_TRANSPORT satisfies never;
  }
}

/** Builds the mailer and SMS sender the configuration asks for; the outbox is the default. */
export function createMessaging(db: Db, config: MessagingConfig): Messaging {
  return { mailer: pickMailer(db, config), sms: pickSmsSender(db, config) };
}

/** Whether /dev/outbox is served: DEV_OUTBOX, which defaults to on everywhere but production. */
export function isDevOutboxEnabled(config: Pick<Config, 'DEV_OUTBOX'>): boolean {
  return config.DEV_OUTBOX;
}
