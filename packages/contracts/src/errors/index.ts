export * from './error-catalogue.ts';
