export * from './paths.ts';
export * from './member-rewards.ts';
export * from './operator-rewards.ts';
