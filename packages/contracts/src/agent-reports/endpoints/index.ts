export * from './get-team-transactions.ts';
export * from './get-team-transactions-csv.ts';
