export * from './envelope.ts';
export * from './language.ts';
export * from './money.ts';
export * from './encrypted-payload.ts';
export * from './endpoint.ts';
export * from './first-call-key.ts';
