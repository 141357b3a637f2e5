export * from './contract-terms.ts';
export * from './agent-settings.ts';
export * from './downlines.ts';
export * from './operator.ts';
export * from './endpoints/index.ts';
