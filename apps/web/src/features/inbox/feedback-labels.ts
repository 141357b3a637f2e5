import type { FeedbackCategory, FeedbackStatus } from '@lobby/contracts';

/** Text keys (namespace `inbox`) of the feedback categories, spelled out for i18n.test.ts. */
export const categoryKeys: Record<FeedbackCategory, string> = {
  deposit: 'feedback.categories.deposit',
  withdrawal: 'feedback.categories.withdrawal',
  games: 'feedback.categories.games',
  account: 'feedback.categories.account',
  promotion: 'feedback.categories.promotion',
  suggestion: 'feedback.categories.suggestion',
  other: 'feedback.categories.other',
};

/** Text keys of the feedback statuses. */
export const statusKeys: Record<FeedbackStatus, string> = {
  new: 'feedback.status.new',
  replied: 'feedback.status.replied',
  closed: 'feedback.status.closed',
};

/** Text keys of why a chosen screenshot cannot be sent. */
export const fileProblemKeys = {
  type: 'feedback.fileProblem.type',
  size: 'feedback.fileProblem.size',
} as const;
