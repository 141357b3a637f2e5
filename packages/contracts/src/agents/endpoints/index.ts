export * from './agent-contracts.ts';
export * from './agent-centre.ts';
export * from './agent-operator.ts';
