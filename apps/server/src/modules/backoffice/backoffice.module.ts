import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';

/** STUB — helper E (staff login, adjustments, audit). */
export const backofficeModule: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
