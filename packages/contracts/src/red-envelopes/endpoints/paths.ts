/** Paths of the red envelope calls (issue 13). */
export const redEnvelopePaths = {
  agent: '/wps/agent/redEnvelopes',
  member: '/wps/member/redEnvelopes',
  claim: '/wps/member/redEnvelopes/:id/claim',
  operator: '/bo/redEnvelopes',
} as const;
