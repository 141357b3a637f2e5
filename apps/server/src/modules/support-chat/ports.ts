import type { ChatOfflineInput } from '@lobby/contracts';

/** A message left on the offline form, as the chat hands it on. */
export interface OfflineMessage extends ChatOfflineInput {
  merchantId: number;
  /** The member who left it, or null for a guest. */
  memberId: number | null;
}

/**
 * Where the offline form's messages go: the feedback module (issue 15 item 2) at merge; until
 * then app.ts keeps them in chat_offline_messages (storeOfflineMessage).
 */
export type SubmitOfflineMessage = (input: OfflineMessage) => Promise<void>;
