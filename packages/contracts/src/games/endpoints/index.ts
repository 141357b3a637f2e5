export * from './get-bet-records.ts';
export * from './get-profit-report.ts';
export * from './get-pam-session.ts';
export * from './refresh-pam-session.ts';
export * from './get-pam-balance.ts';
export * from './get-pam-transactions.ts';
export * from './add-pam-transaction.ts';
export * from './get-pam-game-round.ts';
