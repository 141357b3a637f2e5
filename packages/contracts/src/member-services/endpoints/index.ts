export * from './paths.ts';
export * from './member-inbox.ts';
export * from './member-feedback.ts';
export * from './operator-member-services.ts';
