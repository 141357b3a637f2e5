/** The public face of `announcements`: what other features may use. */
export { useNotices } from './api/get-notices.ts';
export { announcementsQueryOptions } from './api/get-announcements.ts';
export { noticesQueryOptions } from './api/get-notices.ts';
export { popupAudienceOf } from './popup-session.ts';
