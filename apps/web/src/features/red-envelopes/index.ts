/**
 * Red envelopes (issue 13): the agent's page to fund and follow envelopes, and the member's
 * page (/redEnvelopes) to open the ones of its uplines.
 */
export { RedEnvelopesAgentPage } from './red-envelopes-agent-page.tsx';
export { RedEnvelopesClaimPage } from './red-envelopes-claim-page.tsx';
export { useClaimableRedEnvelopes } from './api/list-claimable-red-envelopes.ts';
export { ClaimableEnvelopesLink } from './components/claimable-envelopes-link.tsx';
