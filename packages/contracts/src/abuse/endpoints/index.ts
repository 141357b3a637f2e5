export * from './list-abuse-flags.ts';
export * from './review-abuse-flag.ts';
