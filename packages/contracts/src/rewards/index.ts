export * from './rewards.ts';
export * from './endpoints/index.ts';
