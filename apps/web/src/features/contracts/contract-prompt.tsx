import { useContractPrompt } from './use-contract-prompt.ts';

/**
 * The start-up check of the contract dialog (§2.4) as a component, so the modal host loads it
 * (its own chunk) only for a logged-in real account: a guest's first load does not carry it.
 */
export function ContractPrompt({ canOpen }: { canOpen: boolean }) {
  useContractPrompt(canOpen);
  return null;
}
