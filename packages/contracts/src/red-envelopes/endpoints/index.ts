export * from './paths.ts';
export * from './create-red-envelope.ts';
export * from './list-own-red-envelopes.ts';
export * from './list-claimable-red-envelopes.ts';
export * from './claim-red-envelope.ts';
export * from './list-bo-red-envelopes.ts';
