export * from './missions.ts';
export * from './leaderboards.ts';
export * from './endpoints/index.ts';
