export * from './wallet-policy.ts';
export * from './balance.ts';
export * from './transfers.ts';
export * from './records.ts';
export * from './member-events.ts';
export * from './endpoints/index.ts';
