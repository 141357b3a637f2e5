/**
 * The records feature's public face: the member's own transaction history and account record
 * (also the agent's own transaction details), and the labels of the codes records show, which
 * the agent centre's team transactions reuse (namespace `records`); the frame of a page of
 * results (load state, empty, table, count, pager), which the agent's income pages reuse.
 */
export { TransactionHistoryPage } from './transaction-history-page.tsx';
export { detailKeyOf, labelOf, statusOf, transactionTypeKeys } from './record-labels.ts';
export { RecordsResults } from './components/records-results.tsx';
