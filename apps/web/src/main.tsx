import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prefetchFirstScreen } from './app/first-screen.ts';
import { initI18n, isLanguage, defaultLanguage } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { afterFirstPaint } from './lib/first-paint.ts';
import { captureInstallPrompt } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');

/** The in-house games' page (/play/<gameCode>) runs without the site around it. */
const isPlayPage = /^\/play\//.test(window.location.pathname);

/** The next task: whatever has settled in microtasks by then has settled. */
const nextTask = () => new Promise<void>((resolve) => window.setTimeout(resolve, 0));

/**
 * The member site: the language first, then the first screen's data and the app. The answers
 * a guest's page carries (lib/first-answers.ts) settle within microtasks, so waiting one task
 * puts them all in the cache before the first render: one render draws the whole first screen,
 * where each answer arriving on its own was a render, a layout and a paint apiece. Without them
 * the app renders at once and the calls answer as they come. The render is a transition: React
 * builds it in slices and yields to the browser between them (input, the first paint's frame).
 */
async function startSite(root: HTMLElement): Promise<void> {
  const { language } = await initI18n();
  // the language's set-up is a task of its own: start-up in one task blocked a phone's input
  await nextTask();
  const queryClient = createQueryClient();
  const firstScreen = prefetchFirstScreen(
    queryClient,
    window.location.pathname,
    isLanguage(language) ? language : defaultLanguage,
  );
  await Promise.race([firstScreen, nextTask()]);
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    ),
  );
}

// No top-level await here: the play page's chunk imports modules of this entry's chunk, and a
// top-level await on it would wait for a chunk that waits for this one (the page stayed blank).
if (isPlayPage) {
  void import('./play/mount-play.tsx').then(({ mountPlay }) => mountPlay(container));
} else {
  // with the server's first paint on the page, the browser paints it before the app's start-up
  // work (one frame); without it there is nothing to show sooner
  afterFirstPaint(() => void startSite(container));
  // the installable app (docs/member-services.md): the browser's offer is kept for the
  // app-download page, the worker registers after the page has loaded
  captureInstallPrompt();
  registerServiceWorker();
}
