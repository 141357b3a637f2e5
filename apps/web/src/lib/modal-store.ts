import { useSyncExternalStore } from 'react';
import type { LoggedOutReason } from '@lobby/contracts';

/**
 * The modal system (§2.4): which dialogs are open, in order. Any part of the app opens a
 * dialog by name; the ModalHost renders the open ones. Props are per dialog.
 */
export interface ModalProps {
  disclaimer: Record<string, never>;
  announcement: Record<string, never>;
  notice: { startIndex?: number };
  help: { topic?: string };
  /** Login; `loggedOutReason` says why the session ended elsewhere (the live channel). */
  login: { loggedOutReason?: LoggedOutReason };
  /** Registration; `affiliateCode` fills the invitation field (/register?affiliateCode=…). */
  register: { affiliateCode?: string };
  forgotPassword: Record<string, never>;
  /** Change password; `forced` after a login with an expired or weak default password. */
  changePassword: { forced?: boolean };
  /** Set a new password from the single-use link of a reset mail. */
  resetPassword: { resetToken: string };
  /** "Are you sure you want to log out?" (§4.2). */
  logout: Record<string, never>;
  /** 'Please Register An Account First' for a trial account (§4.8). */
  realAccountNeeded: Record<string, never>;
  /** The contract dialog (§2.4): the offers awaiting the logged-in account's answer. */
  contractOffer: Record<string, never>;
  /** Live support over the page (§2.4's chat modal); /chat is the same as a page. */
  chat: Record<string, never>;
}
export type ModalName = keyof ModalProps;
export type OpenModal = { [K in ModalName]: { name: K; props: ModalProps[K] } }[ModalName];

let openModals: OpenModal[] = [];
const listeners = new Set<() => void>();

function emit(next: OpenModal[]): void {
  openModals = next;
  for (const listener of listeners) listener();
}

/** Opens (or re-opens with new props) a dialog on top of the others. */
export function openModal<K extends ModalName>(
  name: K,
  props: ModalProps[K] = {} as ModalProps[K],
): void {
  emit([...openModals.filter((modal) => modal.name !== name), { name, props } as OpenModal]);
}

export function closeModal(name: ModalName): void {
  if (openModals.some((modal) => modal.name === name))
    emit(openModals.filter((modal) => modal.name !== name));
}

export function closeAllModals(): void {
  emit([]);
}

export function isModalOpen(name: ModalName): boolean {
  return openModals.some((modal) => modal.name === name);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open dialogs, bottom first. */
export function useOpenModals(): OpenModal[] {
  return useSyncExternalStore(subscribe, () => openModals);
}
