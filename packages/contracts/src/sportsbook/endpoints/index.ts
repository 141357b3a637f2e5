export * from './paths.ts';
export * from './member-sportsbook.ts';
export * from './operator-sportsbook.ts';
export * from './operator-sportsbook-upkeep.ts';
export * from './sportsbook-feed.ts';
