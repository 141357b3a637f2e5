export * from './lottery.ts';
export * from './draws.ts';
export * from './endpoints/index.ts';
