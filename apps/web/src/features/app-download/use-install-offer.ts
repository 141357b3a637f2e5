import { useSyncExternalStore } from 'react';
import { installOffer } from '../../lib/install-prompt.ts';

/** Shows the browser's install dialog; whether the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const offer = installOffer.event;
  if (!offer) return false;
  await offer.prompt();
  const { outcome } = await offer.userChoice;
  // an offer is good for one prompt
  installOffer.event = null;
  installOffer.notify();
  return outcome === 'accepted';
}

function subscribe(listener: () => void): () => void {
  installOffer.listeners.add(listener);
  return () => installOffer.listeners.delete(listener);
}

/** 'offered' while the browser lets the page ask, 'installed' once it was, else 'none'. */
export function useInstallState(): 'offered' | 'installed' | 'none' {
  return useSyncExternalStore(subscribe, () =>
    installOffer.isInstalled ? 'installed' : installOffer.event ? 'offered' : 'none',
  );
}
