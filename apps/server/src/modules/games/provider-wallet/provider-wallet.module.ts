import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../module-deps.ts';
import { providerWalletRoutes } from './provider-wallet.routes.ts';

/** The provider wallet API (Valkyrie PAM API 0.6.0) under /pam/v1, over `deps.pam`. */
export const providerWalletModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(providerWalletRoutes, {
    db: deps.db,
    hmacKey: deps.hmacKey,
    pam: deps.pam,
    cacheTtlMs: deps.config.CACHE_TTL_MS,
  });
};
