export * from './common/index.ts';
export * from './errors/index.ts';
export * from './system/index.ts';
export * from './content/index.ts';
export * from './catalogue/index.ts';
export * from './paths.ts';
export * from './identity/index.ts';
