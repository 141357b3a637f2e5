import { useNavigate } from 'react-router';
import { appPaths } from '../lib/app-paths.ts';
import { openModal } from '../lib/modal-store.ts';
import { LoginPanel } from '../features/auth/login-panel.tsx';
import { AgentLandingPage } from '../features/pages/agent-landing-page.tsx';

/**
 * /agent: the landing page with the agent login embedded (§2.1): portal 'agent' (the server
 * refuses non-agents with 'Non-agents cannot log in'), remember-me hidden, no register link;
 * a finished login goes on to /agentHome.
 */
export function AgentLandingRoute() {
  const navigate = useNavigate();
  return (
    <AgentLandingPage
      loginForm={
        <LoginPanel
          portal="agent"
          showRemember={false}
          onForgotPassword={() => openModal('forgotPassword', {})}
          onFinished={(result) => {
            if (result.kind === 'logged-in') void navigate(appPaths.agentHome);
          }}
        />
      }
    />
  );
}
