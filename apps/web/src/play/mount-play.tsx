import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initI18n, isLanguage } from '../lib/i18n.ts';
import { PlayApp } from './play-app.tsx';

/**
 * The in-house games' own page (/play/<gameCode>?token=…&lang=…): no site shell, only the
 * game. Its code is a lazy chunk of the site's entry, so the site's first load carries none of
 * it, and a game frame opened from the site reuses the entry the browser already cached.
 */
export async function mountPlay(container: HTMLElement): Promise<void> {
  const lang = new URLSearchParams(window.location.search).get('lang');
  await initI18n(isLanguage(lang) ? lang : undefined);
  createRoot(container).render(
    <StrictMode>
      <PlayApp />
    </StrictMode>,
  );
}
