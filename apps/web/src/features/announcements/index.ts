/** The public face of `announcements`: what other features may use. */
export { useNotices } from './api/get-notices.ts';
