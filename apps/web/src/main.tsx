import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

/** The in-house games' page (/play/<gameCode>) runs without the site around it. */
const isPlayPage = /^\/play\//.test(window.location.pathname);

if (isPlayPage) {
  const { mountPlay } = await import('./play/mount-play.tsx');
  await mountPlay(container);
} else {
  await initI18n();
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
