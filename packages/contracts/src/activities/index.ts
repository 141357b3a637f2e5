export * from './activities.ts';
export * from './endpoints/index.ts';
