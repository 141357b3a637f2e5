import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';

/** STUB — helper A (balance, vendor wallets, transfers, consolidated, records). */
export const walletModule: FastifyPluginAsyncZod<ModuleDeps> = async () => {};
