export * from './cockfight.ts';
export * from './endpoints.ts';
export * from './paths.ts';
