export * from './sportsbook.ts';
export * from './operator-sportsbook.ts';
export * from './endpoints/index.ts';
export * from './sportsbook-feed.ts';
