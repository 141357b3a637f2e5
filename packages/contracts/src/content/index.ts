export * from './get-banners.ts';
export * from './get-announcements.ts';
export * from './endpoints/index.ts';
export * from './agent-announcements.ts';
