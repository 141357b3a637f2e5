/**
 * Keeps the browser's install offer for the app-download page's install button: the event
 * fires once, early, often before that page's code has loaded, so the entry listens for it
 * (this file is all the first load carries; the page reads it through `installOffer`).
 */

/** Chromium's install offer (not in the DOM typings): `prompt()` shows its install dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const listeners = new Set<() => void>();
/** The offer kept, whether the app got installed, and who to tell when either changes. */
export const installOffer = {
  event: null as InstallPromptEvent | null,
  isInstalled: false,
  listeners,
  notify: () => listeners.forEach((listener) => listener()),
};

export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installOffer.event = event as InstallPromptEvent;
    installOffer.notify();
  });
  win.addEventListener('appinstalled', () => {
    installOffer.event = null;
    installOffer.isInstalled = true;
    installOffer.notify();
  });
}
