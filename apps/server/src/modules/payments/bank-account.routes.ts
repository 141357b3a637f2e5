import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addBankAccount,
  listBankAccounts,
  removeBankAccount,
  setPayeeName,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { BrandFieldRules } from '../system/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { createBankAccountRepository } from './bank-account.repository.ts';
import { createBankAccountService, type MemberCaller } from './bank-account.service.ts';

/** What the member's bank-account and withdrawal routes need. */
export interface MemberMoneyRouteDeps {
  db: Db;
  wallet: WalletService;
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
}

/** The caller of a member route (requireMember ran), with its payment-password check. */
export function memberCaller(
  request: FastifyRequest,
  deps: Pick<MemberMoneyRouteDeps, 'assertPaymentPassword'>,
): MemberCaller {
  return {
    merchant: request.merchant,
    member: request.member,
    ip: request.ip,
    assertPaymentPassword: (password) => deps.assertPaymentPassword(request, password),
  };
}

/** Security centre: bank accounts for withdrawals and the set-once real name (real accounts). */
export const bankAccountRoutes: FastifyPluginAsyncZod<
  MemberMoneyRouteDeps & { rules: BrandFieldRules }
> = async (app, deps) => {
  const service = createBankAccountService({
    db: deps.db,
    wallet: deps.wallet,
    repository: createBankAccountRepository(),
    rules: deps.rules,
  });

  const { route } = createRouteKit(app, deps);

  route(listBankAccounts, { rate: 'read' }, (request) => service.list(request));

  route(addBankAccount, { rate: 'money' }, (request) =>
    service.add(memberCaller(request, deps), request.body),
  );

  route(removeBankAccount, { rate: 'money' }, async (request) => {
    await service.remove(memberCaller(request, deps), request.params.id);
    return { removed: true as const };
  });

  route(setPayeeName, { rate: 'money' }, async (request) => ({
    payeeName: await service.setPayeeName(memberCaller(request, deps), request.body.payeeName),
  }));
};
