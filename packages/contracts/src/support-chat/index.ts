export * from './chat.ts';
export * from './paths.ts';
export * from './member-endpoints.ts';
export * from './operator-endpoints.ts';
