export * from './lottery.ts';
export * from './draws.ts';
export * from './draw-schedule.ts';
export * from './endpoints/index.ts';
