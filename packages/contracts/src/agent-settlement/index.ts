export * from './settlement-terms.ts';
