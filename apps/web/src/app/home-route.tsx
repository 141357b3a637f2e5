import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { appPaths } from '../lib/app-paths.ts';
import { openModal } from '../lib/modal-store.ts';
import { HomePage } from '../features/home/home-page.tsx';

/** What a home path opens on top of the home page. */
export type HomeIntent = 'login' | 'register' | 'help';

/**
 * The home page and the home paths (§2.1): /login and /register open their popup and send
 * the visitor to /index underneath (same page identity, so the home page is not rebuilt);
 * /help opens the help centre at the topic the hash names (/help#term).
 */
export function HomeRoute({ intent }: { intent?: HomeIntent }) {
  const { hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (intent === 'login' || intent === 'register') {
      openModal(intent, {});
      void navigate(appPaths.index, { replace: true });
    } else if (intent === 'help') {
      const topic = decodeURIComponent(hash.replace(/^#/, ''));
      openModal('help', topic ? { topic } : {});
    }
  }, [intent, hash, navigate]);
  return <HomePage />;
}

/** `/` → `/index`, keeping the query (a token handed over in the URL) and the hash. */
export function RedirectToIndex() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: appPaths.index, search, hash }} replace />;
}
