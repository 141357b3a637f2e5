/**
 * The member services module's public face (issue 15): the inbox (messageV2) with its live
 * unread count, feedback, their member and operator calls, and `submitFeedback` for the live
 * chat's offline form. docs/member-services.md.
 */
export {
  createMemberServices,
  type MemberServices,
  type MemberServicesDeps,
} from './member-services.module.ts';
export type { FeedbackAuthor, SubmitFeedbackInput } from './feedback.service.ts';
export { inboxReleaseJob } from './inbox-delivery.ts';
export type { TeamUplinesOf, VipLevelOf } from './ports.ts';
