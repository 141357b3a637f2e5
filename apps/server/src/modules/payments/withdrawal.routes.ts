import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmWithdrawal,
  createWithdrawal,
  getWithdrawal,
  getWithdrawalSettings,
  listWithdrawals,
} from '@lobby/contracts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { createBankAccountRepository } from './bank-account.repository.ts';
import { memberCaller, type MemberMoneyRouteDeps } from './bank-account.routes.ts';
import { createWithdrawalConfirmation } from './withdrawal-confirm.ts';
import type { WithdrawalRepository } from './withdrawal.repository.ts';
import { createWithdrawalService, type MemberWithdrawalLimits } from './withdrawal.service.ts';
import type { WithdrawalTurnoverGate } from './withdrawal-turnover-gate.ts';

export interface WithdrawalRouteOptions extends MemberMoneyRouteDeps {
  withdrawals: WithdrawalRepository;
  turnoverGate: WithdrawalTurnoverGate;
  memberLimits?: MemberWithdrawalLimits | undefined;
}

/** The withdraw page: settings, requests, the member's list and the confirmation after payout. */
export const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRouteOptions> = async (
  app,
  deps,
) => {
  const service = createWithdrawalService({
    db: deps.db,
    wallet: deps.wallet,
    withdrawals: deps.withdrawals,
    bankAccounts: createBankAccountRepository(),
    turnoverGate: deps.turnoverGate,
    memberLimits: deps.memberLimits,
  });
  const confirmation = createWithdrawalConfirmation({
    db: deps.db,
    withdrawals: deps.withdrawals,
  });

  const { route } = createRouteKit(app, deps);

  route(getWithdrawalSettings, { rate: 'read' }, (request) => service.settings(request));

  route(createWithdrawal, { rate: 'money' }, (request) =>
    service.create(memberCaller(request, deps), readIdempotencyKey(request), request.body),
  );

  route(listWithdrawals, { rate: 'read' }, (request) => service.list(request, request.query));

  route(getWithdrawal, { rate: 'read' }, (request) => service.get(request, request.params.id));

  route(confirmWithdrawal, { rate: 'money' }, (request) =>
    confirmation.confirm(request, request.params.id, request.body),
  );
};
