export * from './inbox.ts';
export * from './feedback.ts';
export * from './endpoints/index.ts';
