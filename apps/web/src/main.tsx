import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchFirstScreen } from './app/first-screen.ts';
import { initI18n, isLanguage, defaultLanguage } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

/** The in-house games' page (/play/<gameCode>) runs without the site around it. */
const isPlayPage = /^\/play\//.test(window.location.pathname);

if (isPlayPage) {
  const { mountPlay } = await import('./play/mount-play.tsx');
  await mountPlay(container);
} else {
  const { language } = await initI18n();
  const queryClient = createQueryClient();
  prefetchFirstScreen(
    queryClient,
    window.location.pathname,
    isLanguage(language) ? language : defaultLanguage,
  );
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}
