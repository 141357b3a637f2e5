import { TransactionHistoryPage } from '../records/index.ts';

/**
 * The agent's own transaction details (§2.6): its own ledger lines, exactly the member's
 * transaction history and account record (the records feature's page, not a copy).
 */
export function AgentTransactionDetailsPage() {
  return <TransactionHistoryPage />;
}
