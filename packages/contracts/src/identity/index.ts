export * from './auth-policy.ts';
export * from './bot-check.ts';
export * from './login.ts';
export * from './member-info.ts';
export * from './passwords.ts';
export * from './register.ts';
export * from './verification.ts';
export * from './endpoints/index.ts';
