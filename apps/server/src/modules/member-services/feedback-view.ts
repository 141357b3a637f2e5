import type { BoFeedbackItem, FeedbackItem } from '@lobby/contracts';
import type { FeedbackRow } from './feedback.repository.ts';

/** Feedback as its author sees it. */
export function feedbackItemOf(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    category: row.category,
    content: row.content,
    status: row.status,
    reply: row.reply,
    screenshotIds: row.screenshotIds,
    createdAt: row.createdAt.toISOString(),
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** Feedback as the operator sees it, with its author. */
export function boFeedbackItemOf(row: FeedbackRow, username: string | null): BoFeedbackItem {
  return {
    ...feedbackItemOf(row),
    username,
    guestName: row.guestName,
    guestContact: row.guestContact,
  };
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Plain text as HTML paragraphs (the operator's reply becomes an inbox message body). */
export function paragraphsOf(text: string): string {
  return text
    .split(/\n{2,}/)
    .map(
      (part) => `<p>${part.replace(/[&<>"']/g, (c) => htmlEscapes[c]!).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}

/** Control characters other than line breaks and tabs are dropped from member text. */
export function cleanText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '').trim();
}
