export * from './deposits.ts';
export * from './withdrawals.ts';
export * from './responsible-gambling.ts';
