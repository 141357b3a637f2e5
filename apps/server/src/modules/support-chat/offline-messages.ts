import type { Db } from '../../db/client.ts';
import { chatOfflineMessages } from '../../db/schema/index.ts';
import type { SubmitOfflineMessage } from './ports.ts';

/**
 * Keeps offline-form messages in chat_offline_messages: the stand-in for the feedback module's
 * intake until the lead wires submitOfflineMessage to it (docs/member-services.md).
 */
export function storeOfflineMessage(db: Db): SubmitOfflineMessage {
  return async (input) => {
    await db.insert(chatOfflineMessages).values(input);
  };
}
