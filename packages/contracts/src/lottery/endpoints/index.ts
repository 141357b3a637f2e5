export * from './member-lottery.ts';
export * from './operator-lottery.ts';
