import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';

/** STUB — helper C (channels, deposits, gateway callback, sandbox pay page, deposit review). */
export const depositsModule: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
