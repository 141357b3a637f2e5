import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { usePermission } from '../features/brand/index.ts';
import { useMemberEvents } from '../features/session/member-events.ts';
import { DevOutboxBanner } from '../features/system-status/components/dev-outbox-banner.tsx';
import { ModalHost } from './modal-host.tsx';
import { SessionBootstrap } from './session-bootstrap.tsx';

/** How many animation frames to wait for a hash target that renders late (a lazy page). */
const hashSeekFrames = 60;

/**
 * After each navigation (§2.1): scroll to the top, or to the element the hash names when
 * there is one (waiting a moment for a page that is still loading).
 */
export function useScrollOnNavigation(): void {
  const { key, hash } = useLocation();
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : '';
    const target = id ? document.getElementById(id) : null;
    if (target) {
      target.scrollIntoView();
      return;
    }
    window.scrollTo(0, 0);
    if (!id) return;
    let frames = 0;
    let frame = window.requestAnimationFrame(function seek() {
      const late = document.getElementById(id);
      if (late) late.scrollIntoView();
      else if (++frames < hashSeekFrames) frame = window.requestAnimationFrame(seek);
    });
    return () => window.cancelAnimationFrame(frame);
  }, [key, hash]);
}

const SocialPromptCard = lazy(() =>
  import('../features/social-prompts/social-prompt-card.tsx').then((module) => ({
    default: module.SocialPromptCard,
  })),
);

/** The brand's social prompts (§9), loaded only when the brand turned one on. */
function SocialPrompts() {
  const prompts = usePermission().data?.socialPrompts ?? [];
  if (prompts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SocialPromptCard prompts={prompts} />
    </Suspense>
  );
}

/** Around every route: the session, its live channel, scrolling and the modal dialogs (§2.4). */
export function RootLayout() {
  useScrollOnNavigation();
  useMemberEvents();
  return (
    <>
      <SessionBootstrap />
      <DevOutboxBanner />
      <Outlet />
      <SocialPrompts />
      <ModalHost />
    </>
  );
}
