import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';

/** STUB — helper E (deposit limits, self-exclusion). */
export const responsibleGamblingModule: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
