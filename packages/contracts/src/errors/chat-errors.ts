import type { ErrorEntry } from './error-entry.ts';

/** The live-support chat's part of the error catalogue (issue 15). */
export const chatErrors = {
  chat_not_found: {
    status: 404,
    messageKey: 'err_chat_not_found',
    message: 'This conversation does not exist',
  },
  chat_visitor_required: {
    status: 401,
    messageKey: 'err_chat_visitor_required',
    message: 'Log in or start the chat with your name',
  },
  chat_offline: {
    status: 409,
    messageKey: 'err_chat_offline',
    message: 'Customer service is outside office hours: leave a message instead',
  },
  chat_closed: {
    status: 409,
    messageKey: 'err_chat_closed',
    message: 'This conversation is closed',
  },
  chat_external: {
    status: 409,
    messageKey: 'err_chat_external',
    message: 'This brand uses an outside chat',
  },
  chat_text_empty: {
    status: 400,
    messageKey: 'err_chat_text_empty',
    message: 'The message is empty',
  },
  chat_operator_not_found: {
    status: 404,
    messageKey: 'err_chat_operator_not_found',
    message: 'This operator does not exist',
  },
  chat_settings_invalid: {
    status: 400,
    messageKey: 'err_chat_settings_invalid',
    message: 'An outside chat needs its link',
  },
} as const satisfies Record<string, ErrorEntry>;
