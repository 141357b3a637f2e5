/**
 * The public face of `contracts`: a contract as its holder sees it (§2.4, §3). The terms
 * display and labels are shared with the agent centre. The start-up check that opens the
 * contract dialog (contract-prompt.tsx) and the dialog itself are lazy chunks the modal host
 * loads directly; the whole folder is a lazy area.
 */
export { ContractTerms, useRateText } from './components/contract-terms.tsx';
export {
  contractKindKeys,
  contractStateKeys,
  dividendPeriodKeys,
} from './components/contract-labels.ts';
export { consolidatedQueryKey } from './api/get-consolidated.ts';
export { receivedContractsQueryRoot } from './api/get-pending-contracts.ts';
