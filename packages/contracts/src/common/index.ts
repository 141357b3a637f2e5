export * from './envelope.ts';
export * from './language.ts';
