export * from './get-bet-records.ts';
export * from './get-profit-report.ts';
