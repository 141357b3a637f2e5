/**
 * The engagement module's public face: banners, announcements and notices today; promotions,
 * rewards, points, VIP and missions as they come.
 */
export { contentRoutes, type ContentRoutesDeps } from './content.routes.ts';
export {
  agentAnnouncementsRoutes,
  type AgentAnnouncementsRoutesDeps,
} from './agent-announcements.routes.ts';
export { createHomeBannerSource, type HomeBannerSource } from './home-banner.ts';
