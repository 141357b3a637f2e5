export * from './game-policy.ts';
export * from './pam-api.ts';
export * from './bet-records.ts';
export * from './sandbox-rgs.ts';
export * from './endpoints/index.ts';
