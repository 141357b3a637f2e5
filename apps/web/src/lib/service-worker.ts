/**
 * Registers the service worker (public/sw.js: the app shell and static files cached, the API
 * and money calls never) once the page has loaded, so it costs the first load nothing. Only
 * in a production build: in development the worker would serve stale modules.
 */
export function registerServiceWorker(win: Window = window): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator) || !win.isSecureContext) return;
  const register = () => {
    win.navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('service worker not registered', error);
    });
  };
  if (win.document.readyState === 'complete') setTimeout(register, 0);
  else win.addEventListener('load', register, { once: true });
}
