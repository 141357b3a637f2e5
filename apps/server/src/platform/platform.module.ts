import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberEventsRoutes, type MemberEventsDeps } from './member-events.routes.ts';
import { uploadRoutes, type UploadRoutesDeps } from './uploads.routes.ts';

export type PlatformRoutesDeps = MemberEventsDeps & UploadRoutesDeps;

/**
 * The platform's own routes for members: the live websocket (needs `registerWebsockets` on an
 * enclosing scope) and proof-image uploads.
 */
export const platformModule: FastifyPluginAsyncZod<PlatformRoutesDeps> = async (app, deps) => {
  await app.register(memberEventsRoutes, deps);
  await app.register(uploadRoutes, deps);
};
