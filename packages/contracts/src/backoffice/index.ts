export * from './staff.ts';
export * from './staff-two-factor.ts';
export * from './members.ts';
export * from './audit.ts';
export * from './social-prompts.ts';
export * from './endpoints/index.ts';
