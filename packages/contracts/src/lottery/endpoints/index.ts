export * from './member-lottery.ts';
export * from './operator-lottery.ts';
export * from './draw-lottery.ts';
