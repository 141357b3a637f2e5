import {
  Component,
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router';
import {
  closeModal,
  isModalOpen,
  openModal,
  useOpenModals,
  type OpenModal,
} from '../lib/modal-store.ts';
import { useCurrentLanguage } from '../lib/language.ts';
import { useSessionState } from '../features/session/session-state.ts';
import { useAnnouncements } from '../features/announcements/api/get-announcements.ts';
import { popupAudienceOf, shouldOpenPopup } from '../features/announcements/popup-session.ts';
import { isDisclaimerAccepted } from '../features/disclaimer/disclaimer-flag.ts';
import { useResetLink } from '../features/auth/reset-link.ts';
import { loadChunk } from './chunk-load.ts';
import { isGamePage } from './route-rules.ts';

// Every dialog is its own chunk, loaded when first opened, so Radix stays out of the first
// load of /index (§9 budget); the disclaimer's chunk is asked for on the first render.
const DisclaimerDialog = lazy(() =>
  loadChunk('DisclaimerDialog', () => import('../features/disclaimer/disclaimer-dialog.tsx')).then(
    (m) => ({ default: m.DisclaimerDialog }),
  ),
);
const AnnouncementDialog = lazy(() =>
  loadChunk(
    'AnnouncementDialog',
    () => import('../features/announcements/announcement-dialog.tsx'),
  ).then((m) => ({ default: m.AnnouncementDialog })),
);
const NoticeDialog = lazy(() =>
  loadChunk('NoticeDialog', () => import('../features/announcements/notice-dialog.tsx')).then(
    (m) => ({ default: m.NoticeDialog }),
  ),
);
const HelpDialog = lazy(() =>
  loadChunk('HelpDialog', () => import('../features/help/help-dialog.tsx')).then((m) => ({
    default: m.HelpDialog,
  })),
);
const LoginDialog = lazy(() =>
  loadChunk('LoginDialog', () => import('../features/auth/login-dialog.tsx')).then((m) => ({
    default: m.LoginDialog,
  })),
);
const RegisterDialog = lazy(() =>
  loadChunk('RegisterDialog', () => import('../features/auth/register-dialog.tsx')).then((m) => ({
    default: m.RegisterDialog,
  })),
);
const ForgotPasswordDialog = lazy(() =>
  loadChunk(
    'ForgotPasswordDialog',
    () => import('../features/auth/forgot-password-dialog.tsx'),
  ).then((m) => ({ default: m.ForgotPasswordDialog })),
);
const ChangePasswordDialog = lazy(() =>
  loadChunk(
    'ChangePasswordDialog',
    () => import('../features/auth/change-password-dialog.tsx'),
  ).then((m) => ({ default: m.ChangePasswordDialog })),
);
const ResetPasswordDialog = lazy(() =>
  loadChunk('ResetPasswordDialog', () => import('../features/auth/reset-password-dialog.tsx')).then(
    (m) => ({ default: m.ResetPasswordDialog }),
  ),
);
const LogoutDialog = lazy(() =>
  loadChunk('LogoutDialog', () => import('../features/auth/logout-dialog.tsx')).then((m) => ({
    default: m.LogoutDialog,
  })),
);
const RealAccountDialog = lazy(() =>
  loadChunk('RealAccountDialog', () => import('../features/auth/real-account-dialog.tsx')).then(
    (m) => ({ default: m.RealAccountDialog }),
  ),
);
// the contract dialog's start-up check, loaded only once a real account is logged in
const ContractPrompt = lazy(() =>
  loadChunk('ContractPrompt', () => import('../features/contracts/contract-prompt.tsx')).then(
    (m) => ({ default: m.ContractPrompt }),
  ),
);
const ContractOfferDialog = lazy(() =>
  loadChunk(
    'ContractOfferDialog',
    () => import('../features/contracts/contract-offer-dialog.tsx'),
  ).then((m) => ({ default: m.ContractOfferDialog })),
);
const ChatDialog = lazy(() =>
  loadChunk('ChatDialog', () => import('../features/support-chat/chat-dialog.tsx')).then((m) => ({
    default: m.ChatDialog,
  })),
);

/** The component of an open dialog, by name. */
function renderModal(modal: OpenModal): ReactNode {
  const onClose = () => closeModal(modal.name);
  switch (modal.name) {
    case 'disclaimer':
      return <DisclaimerDialog onClose={onClose} />;
    case 'announcement':
      return <AnnouncementDialog onClose={onClose} />;
    case 'notice':
      return <NoticeDialog startIndex={modal.props.startIndex} onClose={onClose} />;
    case 'help':
      return <HelpDialog topic={modal.props.topic} onClose={onClose} />;
    case 'login':
      return <LoginDialog loggedOutReason={modal.props.loggedOutReason} onClose={onClose} />;
    case 'register':
      return <RegisterDialog affiliateCode={modal.props.affiliateCode} onClose={onClose} />;
    case 'forgotPassword':
      return <ForgotPasswordDialog onClose={onClose} />;
    case 'changePassword':
      return <ChangePasswordDialog forced={modal.props.forced} onClose={onClose} />;
    case 'resetPassword':
      return <ResetPasswordDialog resetToken={modal.props.resetToken} onClose={onClose} />;
    case 'logout':
      return <LogoutDialog onClose={onClose} />;
    case 'realAccountNeeded':
      return <RealAccountDialog onClose={onClose} />;
    case 'contractOffer':
      return <ContractOfferDialog onClose={onClose} />;
    case 'chat':
      return <ChatDialog onClose={onClose} />;
    default:
      return modal satisfies never;
  }
}

/**
 * The start-up sequence (§4.6): the disclaimer first, unless accepted in this session; then,
 * once it is out of the way, the announcement popup when items match the login state and it
 * has not been closed in this session for that state. A login or logout starts it again. The
 * popup waits while another dialog is open (a reset link's, a login's), so it never covers
 * what the visitor is doing.
 */
function useStartupSequence(
  modals: readonly OpenModal[],
  disclaimerPending: boolean,
): StartupStage {
  const session = useSessionState();
  // a game has the screen: the popup waits until the visitor leaves the game page
  const onGamePage = isGamePage(useLocation().pathname);
  const audience = popupAudienceOf(session);
  const announcements = useAnnouncements(useCurrentLanguage(), audience);
  const shownFor = useRef(new Set<string>());
  const otherDialogOpen = modals.some((modal) => modal.name !== 'announcement');

  useEffect(() => {
    if (!isDisclaimerAccepted()) openModal('disclaimer');
  }, []);

  useEffect(() => {
    // a game took the screen after the popup opened (a trial login on its way to the game): the
    // popup steps aside, unread, and comes back once the visitor leaves the game page
    if (!onGamePage || !isModalOpen('announcement')) return;
    closeModal('announcement');
    shownFor.current.delete(audience);
  }, [onGamePage, audience]);

  // whether the popup is about to open: the effect below opens it after this render
  const popupDue =
    !otherDialogOpen &&
    !onGamePage &&
    shouldOpenPopup({ disclaimerPending, items: announcements.data, audience });
  useEffect(() => {
    if (!popupDue || shownFor.current.has(audience)) return;
    // read the store, not this render: the reset link may have opened its dialog just now
    if (isModalOpen('resetPassword')) return;
    shownFor.current.add(audience);
    openModal('announcement');
  }, [audience, popupDue]);

  const popupOpen = modals.some((modal) => modal.name === 'announcement');
  const stage: StartupStage = disclaimerPending
    ? 'disclaimer'
    : popupOpen || (popupDue && !shownFor.current.has(audience))
      ? 'popup'
      : announcements.isFetched || onGamePage
        ? 'clear'
        : 'pending';
  // in the commit itself, so the attribute never lags behind the dialogs on screen
  useLayoutEffect(() => {
    document.documentElement.dataset.startup = stage;
  }, [stage]);
  return stage;
}

/**
 * Where the start-up sequence stands, on <html data-startup>: the disclaimer waits for an
 * answer, the popup's items are on their way, the popup is open, or nothing more will open on
 * its own. Scripts that drive the page (the browser journeys) wait on it instead of guessing
 * how long a popup takes to come.
 */
type StartupStage = 'disclaimer' | 'pending' | 'popup' | 'clear';

/**
 * A dialog that cannot load (its chunk failed) or crashes closes itself instead of taking the
 * page down with it; the visitor can open it again.
 */
class DialogBoundary extends Component<{ name: OpenModal['name']; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`dialog ${this.props.name} failed`, error);
    closeModal(this.props.name);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Renders the open dialogs (bottom first) and runs the start-up sequence. */
export function ModalHost() {
  const modals = useOpenModals();
  // not accepted yet counts too: on the first render the disclaimer is about to open
  const disclaimerPending =
    modals.some((modal) => modal.name === 'disclaimer') || !isDisclaimerAccepted();
  // before the start-up sequence, so its popup sees a reset dialog opened in the same pass
  useResetLink(disclaimerPending);
  const stage = useStartupSequence(modals, disclaimerPending);
  const { isLogin, isTrial } = useSessionState();
  // the disclaimer comes first and alone: a dialog asked for meanwhile (a referral link's
  // registration, a login) stays open in the store and shows once it is accepted. Rendered
  // together, whichever chunk arrived last would lie on top and cover the disclaimer
  const shown = modals.some((modal) => modal.name === 'disclaimer')
    ? modals.filter((modal) => modal.name === 'disclaimer')
    : modals;
  return (
    <>
      {isLogin && !isTrial && (
        <Suspense fallback={null}>
          {/* the contract dialog (§2.4) comes after the start-up dialogs, never over another */}
          <ContractPrompt canOpen={stage === 'clear' && modals.length === 0} />
        </Suspense>
      )}
      {shown.map((modal) => (
        <DialogBoundary key={modal.name} name={modal.name}>
          <Suspense fallback={null}>{renderModal(modal)}</Suspense>
        </DialogBoundary>
      ))}
    </>
  );
}
