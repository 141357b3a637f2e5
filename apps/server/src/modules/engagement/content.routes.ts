import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Banners, announcements and notices (§2.2, §4.6, §7.2). */
export const contentRoutes: FastifyPluginAsyncZod = async () => {};
