import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
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
  // a referral link (/register?affiliateCode=CODE) opens the registration with the code filled
  const affiliateCode = useSearchParams()[0].get('affiliateCode')?.trim().slice(0, 64) || undefined;
  useEffect(() => {
    if (intent === 'login') {
      openModal('login', {});
      void navigate(appPaths.index, { replace: true });
    } else if (intent === 'register') {
      openModal('register', affiliateCode ? { affiliateCode } : {});
      void navigate(appPaths.index, { replace: true });
    } else if (intent === 'help') {
      const topic = decodeURIComponent(hash.replace(/^#/, ''));
      openModal('help', topic ? { topic } : {});
    }
  }, [intent, hash, navigate, affiliateCode]);
  return <HomePage />;
}

/** `/` → `/index`, keeping the query (a token handed over in the URL) and the hash. */
export function RedirectToIndex() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: appPaths.index, search, hash }} replace />;
}
