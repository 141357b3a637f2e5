export * from './red-envelope.ts';
export * from './endpoints/index.ts';
