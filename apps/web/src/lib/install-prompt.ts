import { useSyncExternalStore } from 'react';

/** Chromium's install offer (not in the DOM typings): `prompt()` shows its install dialog. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
let isInstalled = false;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Keeps the browser's install offer for the app-download page's install button: the event
 * fires once, early, often before that page's code has loaded, so the entry listens for it.
 */
export function captureInstallPrompt(win: Window = window): void {
  win.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  win.addEventListener('appinstalled', () => {
    offer = null;
    isInstalled = true;
    notify();
  });
}

/** Shows the browser's install dialog; whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const current = offer;
  if (!current) return false;
  await current.prompt();
  const { outcome } = await current.userChoice;
  // an offer is good for one prompt
  offer = null;
  notify();
  return outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** 'offered' while the browser lets the page ask, 'installed' once it was, else 'none'. */
export function useInstallState(): 'offered' | 'installed' | 'none' {
  return useSyncExternalStore(subscribe, () =>
    isInstalled ? 'installed' : offer ? 'offered' : 'none',
  );
}
