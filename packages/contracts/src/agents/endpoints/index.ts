export * from './agent-contracts.ts';
export * from './agent-centre.ts';
export * from './agent-operator.ts';
export * from './offer-house-contract.ts';
export * from './terminate-house-contract.ts';
