import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { appPaths } from '../lib/app-paths.ts';
import { useMemberInfo } from '../features/session/api/get-member-info.ts';
import { openModal } from '../lib/modal-store.ts';
import { useSessionState } from '../features/session/session-state.ts';
import { PageLoader } from './page-loader.tsx';
import { isAgentOnly, requiresLogin, requiresRealAccount } from './route-rules.ts';

/**
 * /agentHome for agents only, decided on the member info loaded for this token (the flag a
 * reload finds in the session may be stale): a loader while it loads, /agent for anyone who
 * turns out not to be an agent or whose info cannot be loaded.
 */
function AgentOnlyOutlet() {
  const info = useMemberInfo();
  if (info.data) return info.data.isAgent ? <Outlet /> : <Navigate to={appPaths.agent} replace />;
  if (info.isError || info.fetchStatus === 'idle') return <Navigate to={appPaths.agent} replace />;
  return <PageLoader />;
}

/** A trial account on a real-account page (§4.8): the prompt, and back to the home page. */
function TrialTurnedAway() {
  useEffect(() => openModal('realAccountNeeded', {}), []);
  return <Navigate to={appPaths.index} replace />;
}

/**
 * The route guard (§2.1): a page that needs a login sends a guest to /login, which opens the
 * login popup over the home page; /agentHome sends anyone who is not an agent to /agent; the
 * member centre turns trial accounts away (§4.8). The rules live in route-rules.ts.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { token, isTrial } = useSessionState();
  if (isAgentOnly(pathname)) {
    return token ? <AgentOnlyOutlet /> : <Navigate to={appPaths.agent} replace />;
  }
  if (requiresLogin(pathname) && !token) {
    return <Navigate to={appPaths.login} replace />;
  }
  if (token && isTrial && requiresRealAccount(pathname)) return <TrialTurnedAway />;
  return <Outlet />;
}
