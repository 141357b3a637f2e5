export * from './loyalty.ts';
export * from './operator.ts';
export * from './endpoints/index.ts';
