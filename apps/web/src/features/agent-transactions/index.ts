/**
 * The agent centre's money pages (issue 13): team transactions, the agent's own transaction
 * details and the agent announcements. The agent centre's page table renders them.
 */
export { TeamTransactionsPage } from './team-transactions-page.tsx';
export { AgentTransactionDetailsPage } from './agent-transaction-details-page.tsx';
export { AgentAnnouncementsPage } from './agent-announcements-page.tsx';
