/** Paths of the inbox (messageV2) and feedback calls (issue 15, §7 "unread message count", "PUT feedback"). */
export const memberServicePaths = {
  inbox: '/wps/member/inbox',
  inboxUnread: '/wps/member/inbox/unread',
  inboxRead: '/wps/member/inbox/:id/read',
  inboxReadAll: '/wps/member/inbox/read-all',
  inboxMessage: '/wps/member/inbox/:id',
  feedback: '/wps/feedback',
  feedbackSettings: '/wps/feedback/settings',
  boInboxMessages: '/bo/inbox/messages',
  boInboxWithdraw: '/bo/inbox/messages/:id/withdraw',
  boFeedback: '/bo/feedback',
  boFeedbackReply: '/bo/feedback/:id/reply',
  boFeedbackClose: '/bo/feedback/:id/close',
  boFeedbackScreenshot: '/bo/feedback/:id/screenshots/:fileId',
  boFeedbackSettings: '/bo/feedback/settings',
} as const;
