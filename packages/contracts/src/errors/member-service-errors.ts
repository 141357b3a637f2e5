import type { ErrorEntry } from './error-entry.ts';

/** The inbox and feedback part of the error catalogue (issue 15). */
export const memberServiceErrors = {
  inbox_message_not_found: {
    status: 404,
    messageKey: 'err_inbox_message_not_found',
    message: 'This message does not exist',
  },
  inbox_audience_not_found: {
    status: 404,
    messageKey: 'err_inbox_audience_not_found',
    message: 'No account of this brand has that username',
  },
  feedback_not_found: {
    status: 404,
    messageKey: 'err_feedback_not_found',
    message: 'This feedback does not exist',
  },
  feedback_word_count: {
    status: 400,
    messageKey: 'err_feedback_word_count',
    message: 'Feedback content must be between {0} and {1} words',
  },
  feedback_category: {
    status: 400,
    messageKey: 'err_feedback_category',
    message: 'This brand does not take feedback of that category',
  },
  feedback_closed: {
    status: 409,
    messageKey: 'err_feedback_closed',
    message: 'This feedback is closed',
  },
} as const satisfies Record<string, ErrorEntry>;
