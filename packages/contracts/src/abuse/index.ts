export * from './abuse-flags.ts';
export * from './endpoints/index.ts';
