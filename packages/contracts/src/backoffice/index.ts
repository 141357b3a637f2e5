export * from './staff.ts';
