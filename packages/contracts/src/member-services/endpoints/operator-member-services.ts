import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  boFeedbackItemSchema,
  boFeedbackListSchema,
  boFeedbackQuerySchema,
  feedbackParamsSchema,
  feedbackScreenshotParamsSchema,
  feedbackSettingsSchema,
  replyFeedbackSchema,
} from '../feedback.ts';
import {
  boInboxListSchema,
  boInboxMessageSchema,
  composeInboxMessageSchema,
  inboxMessageParamsSchema,
} from '../inbox.ts';
import { memberServicePaths } from './paths.ts';

const support = endpointAuth.staff('admin', 'cashier');

export const listBoInboxMessages = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.boInboxMessages,
  auth: support,
  tag: 'backoffice',
  summary: "The brand's inbox messages, newest first",
  response: boInboxListSchema,
});

/** Composes a message to a member, a segment or everyone of the brand; optionally scheduled. */
export const composeBoInboxMessage = defineEndpoint({
  method: 'POST',
  path: memberServicePaths.boInboxMessages,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Send (or schedule) an inbox message to a member, a segment or everyone',
  body: composeInboxMessageSchema,
  response: boInboxMessageSchema,
});

/** Withdraws a message: it disappears from every inbox (read state is kept). */
export const withdrawBoInboxMessage = defineEndpoint({
  method: 'POST',
  path: memberServicePaths.boInboxWithdraw,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Withdraw an inbox message from every inbox',
  params: inboxMessageParamsSchema,
  response: boInboxMessageSchema,
});

export const listBoFeedback = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.boFeedback,
  auth: support,
  tag: 'backoffice',
  summary: "The brand's feedback, newest first",
  query: boFeedbackQuerySchema,
  response: boFeedbackListSchema,
});

/** Replies to feedback: the reply goes to the member's inbox and the status becomes replied. */
export const replyBoFeedback = defineEndpoint({
  method: 'POST',
  path: memberServicePaths.boFeedbackReply,
  auth: support,
  tag: 'backoffice',
  summary: "Reply to feedback (delivered to the member's inbox)",
  params: feedbackParamsSchema,
  body: replyFeedbackSchema,
  response: boFeedbackItemSchema,
});

export const closeBoFeedback = defineEndpoint({
  method: 'POST',
  path: memberServicePaths.boFeedbackClose,
  auth: support,
  tag: 'backoffice',
  summary: 'Close feedback',
  params: feedbackParamsSchema,
  response: boFeedbackItemSchema,
});

export const updateBoFeedbackSettings = defineEndpoint({
  method: 'PUT',
  path: memberServicePaths.boFeedbackSettings,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: "Set the brand's feedback categories and word-count rule",
  body: feedbackSettingsSchema.refine((value) => value.minWords <= value.maxWords, {
    path: ['maxWords'],
  }),
  response: feedbackSettingsSchema,
});

/** A screenshot of a feedback of the brand: the image itself (checked png or jpg), not an envelope. */
export const getBoFeedbackScreenshot = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.boFeedbackScreenshot,
  auth: support,
  tag: 'backoffice',
  summary: 'One screenshot of a feedback',
  params: feedbackScreenshotParamsSchema,
  response: z.instanceof(Uint8Array),
});
