/**
 * The public face of `session`: the signed-in member on this device (§4.2) — the login state
 * and its lifecycle, the member info, the query-key roots of the member's data, the live
 * member channel, the real-account gate and trial play. Other features import only this file.
 */
export { gateRealAccountLink } from './action-gate.ts';
export { sessionQueryRoot, useMemberInfo } from './api/get-member-info.ts';
export {
  consolidatedQueryKey,
  inboxQueryRoot,
  inboxUnreadQueryKey,
  recordsQueryRoot,
  referralsQueryRoot,
  rewardsQueryRoot,
  walletQueryRoot,
} from './api/member-query-keys.ts';
export { useMemberEvents } from './member-events.ts';
export {
  endSession,
  holdSessionForPasswordChange,
  reloadSession,
  startSession,
} from './session-lifecycle.ts';
export {
  clearSessionState,
  getSessionState,
  reloadSessionState,
  type SessionState,
  updateSessionState,
  useSessionState,
} from './session-state.ts';
export { TrialPrompt } from './components/trial-prompt.tsx';
export { loadTrialSession } from './trial-session-loader.ts';
