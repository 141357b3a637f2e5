export * from './odds-formats.ts';
export * from './selection-grading.ts';
export * from './settlement.ts';
export * from './systems.ts';
export * from './cash-out.ts';
