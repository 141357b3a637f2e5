export * from './envelope.ts';
export * from './language.ts';
export * from './money.ts';
