import { useSyncExternalStore } from 'react';

/**
 * Whether the balance shows as asterisks (§4.11), remembered in localStorage across visits
 * and shared by every place that shows the balance (header, wallet pages) and every tab.
 */
const storageKey = 'balanceHidden';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled (private mode, sandboxed frame)
  }
}

/** True when the member chose to hide the balance. */
export function isBalanceHidden(): boolean {
  return storage()?.getItem(storageKey) === 'true';
}

/** Hides or shows the balance everywhere and remembers the choice. */
export function setBalanceHidden(hidden: boolean): void {
  const store = storage();
  if (hidden) store?.setItem(storageKey, 'true');
  else store?.removeItem(storageKey);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // another tab's choice arrives as a storage event
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The hidden flag; re-renders when it changes here or in another tab. */
export function useBalanceHidden(): boolean {
  return useSyncExternalStore(subscribe, isBalanceHidden, () => false);
}

/** Asterisks in place of an amount while hidden. */
export const hiddenAmountText = '****';
