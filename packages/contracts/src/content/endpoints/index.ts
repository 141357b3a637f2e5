export * from './get-banners.ts';
export * from './get-announcements.ts';
export * from './get-notices.ts';
export * from './get-agent-announcements.ts';
