import { useEffect, useRef } from 'react';
import { openModal } from '../../lib/modal-store.ts';
import { useSessionState } from '../session/index.ts';
import { useConsolidated } from './api/get-consolidated.ts';
import { hasPendingOffer } from './pending-offer.ts';

/**
 * The contract dialog of §2.4 at start-up: a logged-in real account whose consolidated info
 * says an offer awaits its answer gets the dialog once the start-up dialogs are done
 * (`canOpen`: the disclaimer answered, the announcement popup closed, nothing else open).
 * Once per login on this page: closed unanswered, it waits for the next visit, and the offer
 * stays in the member centre's contracts.
 */
export function useContractPrompt(canOpen: boolean): void {
  const { token, isLogin, isTrial, mustChangePassword } = useSessionState();
  const isRealAccount = isLogin && !isTrial && !mustChangePassword;
  const consolidated = useConsolidated(isRealAccount);
  const isDue = isRealAccount && hasPendingOffer(consolidated.data);
  const promptedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!isDue || !canOpen || !token || promptedFor.current === token) return;
    promptedFor.current = token;
    openModal('contractOffer', {});
  }, [isDue, canOpen, token]);
}
