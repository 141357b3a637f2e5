export * from './lottery.ts';
export * from './endpoints/index.ts';
