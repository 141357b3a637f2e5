import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';

/** STUB — helper D (bank accounts, withdrawals, confirmation, auto-confirm, withdrawal review). */
export const withdrawalsModule: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
