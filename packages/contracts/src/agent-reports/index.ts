export * from './report-query.ts';
export * from './team-overview.ts';
export * from './team-members.ts';
export * from './endpoints.ts';
export * from './team-transactions.ts';
export * from './endpoints/index.ts';
