export * from './paths.ts';
export * from './member-missions.ts';
export * from './member-leaderboards.ts';
export * from './operator-missions.ts';
export * from './operator-leaderboards.ts';
