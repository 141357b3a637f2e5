import type { ChatOfflineInput } from '@lobby/contracts';

/** A message left on the offline form, as the chat hands it on. */
export interface OfflineMessage extends ChatOfflineInput {
  merchantId: number;
  /** The member who left it, or null for a guest. */
  memberId: number | null;
}

/** Where the offline form's messages go: app.ts hands them to feedback (member services). */
export type SubmitOfflineMessage = (input: OfflineMessage) => Promise<void>;
