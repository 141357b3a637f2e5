import { useEffect, useRef } from 'react';
import { openModal } from '../../lib/modal-store.ts';
import { usePermission } from '../brand/index.ts';
import { useSessionState } from '../session/index.ts';
import { hasAgentPolicy } from './agent-policy.ts';
import { useConsolidated } from './api/get-consolidated.ts';
import { hasPendingOffer, pendingOfferKey } from './pending-offer.ts';

/**
 * The contract dialog of §2.4 at start-up: a logged-in real account (of a brand with
 * AGENTPOLICY3, §6) whose consolidated info
 * says an offer awaits its answer gets the dialog once the start-up dialogs are done
 * (`canOpen`: the disclaimer answered, the announcement popup closed, nothing else open).
 * Once per login and set of pending kinds: closed unanswered, it waits for the next visit
 * (the offer stays in the member centre's contracts); an offer of another kind made while the
 * account is on the site opens it again (the live channel's `contract_offered`).
 */
export function useContractPrompt(canOpen: boolean): void {
  const { token, isLogin, isTrial, mustChangePassword } = useSessionState();
  // §6: a real account's consolidated fetch, where the brand runs the agent policy
  const agentPolicy = hasAgentPolicy(usePermission().data?.whitelabel);
  const isRealAccount = isLogin && !isTrial && !mustChangePassword && agentPolicy;
  const consolidated = useConsolidated(isRealAccount);
  const isDue = isRealAccount && hasPendingOffer(consolidated.data);
  // the offers it was shown for: a new offer (the live channel refreshes the info) shows again
  const offers = consolidated.data ? pendingOfferKey(consolidated.data) : '';
  const promptedFor = useRef<string | null>(null);
  useEffect(() => {
    const shownFor = `${token ?? ''}|${offers}`;
    if (!isDue || !canOpen || !token || promptedFor.current === shownFor) return;
    promptedFor.current = shownFor;
    openModal('contractOffer', {});
  }, [isDue, canOpen, token, offers]);
}
