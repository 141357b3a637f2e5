import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LoggedOutReason } from '@lobby/contracts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { appPaths } from '../../lib/app-paths.ts';
import { closeModal, openModal } from '../../lib/modal-store.ts';
import { LoginPanel } from './login-panel.tsx';
import type { LoginResult } from './use-login.ts';

/** Why a session ended elsewhere, as the dialog says it (keys written out for the i18n test). */
const loggedOutTextKeys: Record<LoggedOutReason, string> = {
  password_changed: 'loggedOut.password_changed',
  account_disabled: 'loggedOut.account_disabled',
  session_revoked: 'loggedOut.session_revoked',
};

export interface LoginDialogProps {
  onClose: () => void;
  /** The session ended elsewhere (forced logout over the live channel): say why. */
  loggedOutReason?: LoggedOutReason | undefined;
}

/**
 * The login dialog (§2.4): the login form with remember-me, the links to register and to
 * forgot password, and "try for free" when the brand offers free play. On the agent page
 * it logs in as an agent and goes on to /agentHome (§4.3 step 6).
 */
export function LoginDialog({ onClose, loggedOutReason }: LoginDialogProps) {
  const { t } = useTranslation('auth');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onAgentPage = pathname.replace(/\/+$/, '').toLowerCase() === appPaths.agent.toLowerCase();

  const switchTo = (name: 'register' | 'forgotPassword') => {
    closeModal('login');
    openModal(name, {});
  };

  const finished = (result: LoginResult) => {
    closeModal('login');
    if (result.kind === 'logged-in' && onAgentPage) void navigate(appPaths.agentHome);
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('login.title')}
      closeLabel={t('close')}
      size="small"
      data-testid="login-dialog"
    >
      {loggedOutReason ? (
        <p className="login-dialog__logged-out" role="alert" data-testid="login-logged-out">
          {t(loggedOutTextKeys[loggedOutReason])}
        </p>
      ) : null}
      <LoginPanel
        portal={onAgentPage ? 'agent' : 'member'}
        showRemember={!onAgentPage}
        onFinished={finished}
        onForgotPassword={() => switchTo('forgotPassword')}
        onRegister={() => switchTo('register')}
        offerTrial={!onAgentPage}
      />
    </Dialog>
  );
}
