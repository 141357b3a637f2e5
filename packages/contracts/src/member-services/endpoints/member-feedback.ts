import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  feedbackItemSchema,
  feedbackListSchema,
  feedbackSettingsSchema,
  submitFeedbackSchema,
} from '../feedback.ts';
import { memberServicePaths } from './paths.ts';

/** PUT feedback (§7.3): a member's feedback with its screenshots. */
export const submitFeedback = defineEndpoint({
  method: 'PUT',
  path: memberServicePaths.feedback,
  auth: endpointAuth.member,
  tag: 'feedback',
  summary: 'Send feedback (category, text within the word rule, up to 3 screenshots)',
  body: submitFeedbackSchema,
  response: feedbackItemSchema,
});

/** The member's own feedback, newest first, with the operator's replies. */
export const listOwnFeedback = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.feedback,
  auth: endpointAuth.member,
  tag: 'feedback',
  summary: "The member's own feedback and its replies",
  response: feedbackListSchema,
});

/** The brand's feedback categories and word rule (§5). */
export const getFeedbackSettings = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.feedbackSettings,
  auth: endpointAuth.public,
  tag: 'feedback',
  summary: "The brand's feedback categories and word-count rule",
  response: feedbackSettingsSchema,
});
