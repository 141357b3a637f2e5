/**
 * Trial play's code on first use: free play is rare, and its bot check stays out of the first
 * load (the session's public face exports this loader, not the module itself).
 */
export function loadTrialSession() {
  return import('./trial-session.ts');
}
