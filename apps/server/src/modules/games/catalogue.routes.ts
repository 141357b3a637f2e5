import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** Game menus, game lists and the winner board (§2.2, §2.3, §7). */
export const catalogueRoutes: FastifyPluginAsyncZod = async () => {};
