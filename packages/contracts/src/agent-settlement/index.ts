export * from './settlement-terms.ts';
export * from './settlement-records.ts';
export * from './agent-income.ts';
export * from './settlement-operator.ts';
export * from './settlement-paths.ts';
export * from './endpoints/index.ts';
