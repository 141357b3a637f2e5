export * from './merchants.ts';
export * from './system.ts';
export * from './content.ts';
export * from './catalogue.ts';
