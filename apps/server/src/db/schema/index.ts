export * from './merchants.ts';
export * from './system.ts';
export * from './content.ts';
export * from './catalogue.ts';
export * from './identity.ts';
export * from './verification.ts';
export * from './platform.ts';
