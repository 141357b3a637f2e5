export * from './play-session.ts';
export * from './fairness.ts';
export * from './instant-games.ts';
export * from './table-games.ts';
export * from './endpoints/index.ts';
