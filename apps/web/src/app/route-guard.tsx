import { Navigate, Outlet, useLocation } from 'react-router';
import { appPaths } from '../lib/app-paths.ts';
import { useSessionState } from '../lib/session-state.ts';
import { isAgentOnly, requiresLogin } from './route-rules.ts';

/**
 * The route guard (§2.1): a page that needs a login sends a guest to /login, which opens the
 * login popup over the home page; /agentHome sends anyone who is not an agent to /agent.
 * The rules themselves live in route-rules.ts.
 */
export function RouteGuard() {
  const { pathname } = useLocation();
  const { token, isAgent } = useSessionState();
  if (isAgentOnly(pathname) && !(token && isAgent)) {
    return <Navigate to={appPaths.agent} replace />;
  }
  if (requiresLogin(pathname) && !token) {
    return <Navigate to={appPaths.login} replace />;
  }
  return <Outlet />;
}
