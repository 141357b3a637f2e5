export * from './deposits.ts';
export * from './withdrawals.ts';
export * from './responsible-gambling.ts';
export * from './params.ts';
export * from './sandbox-gateway.ts';
export * from './endpoints/index.ts';
