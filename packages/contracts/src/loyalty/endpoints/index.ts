export * from './paths.ts';
export * from './member-loyalty.ts';
export * from './loyalty-operator.ts';
