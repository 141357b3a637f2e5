import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../module-deps.ts';
import { sandboxGatewayRoutes } from '../../platform/payments/sandbox-gateway.routes.ts';
import { depositReviewRoutes } from '../backoffice/deposit-review.routes.ts';
import { createDepositCallbacks } from './deposit-callback.service.ts';
import { depositCallbackRoutes } from './deposit-callback.routes.ts';
import { registerDepositExpiry } from './deposit-expiry.ts';
import { createDepositRepository } from './deposit.repository.ts';
import { depositRoutes } from './deposit.routes.ts';
import { createDepositService } from './deposit.service.ts';

/**
 * Deposits (page depositv2): channels, deposit creation, the gateway callback, the embedded
 * sandbox gateway's pay page, the expiry job and the operators' review of bank transfers.
 */
export const depositsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const deposits = createDepositRepository();
  const service = createDepositService({
    db: deps.db,
    wallet: deps.wallet,
    responsibleGambling: deps.responsibleGambling,
    gateways: deps.gateways,
    deposits,
    publicUrl: deps.config.PUBLIC_URL,
    log: app.log,
  });
  const callbacks = createDepositCallbacks({
    db: deps.db,
    wallet: deps.wallet,
    gateways: deps.gateways,
    deposits,
  });

  await app.register(depositRoutes, { ...deps, service });
  await app.register(depositCallbackRoutes, { callbacks });
  await app.register(depositReviewRoutes, { ...deps, deposits });
  const { sandbox } = deps.gateways;
  if (sandbox) await app.register(sandboxGatewayRoutes, { sandbox });
  registerDepositExpiry({ scheduler: deps.scheduler, db: deps.db, deposits, log: app.log });
};
