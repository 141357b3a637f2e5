import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addBankAccountRequestSchema,
  apiPaths,
  bankAccountListSchema,
  bankAccountSchema,
  setPayeeNameRequestSchema,
  setPayeeNameResultSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { BrandFieldRules } from '../system/index.ts';
import type { WalletService } from '../wallet/index.ts';
import { createBankAccountRepository } from './bank-account.repository.ts';
import { createBankAccountService, type MemberCaller } from './bank-account.service.ts';

const limits = {
  read: { max: 60, timeWindow: '1 minute' },
  write: { max: 10, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

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

  app.get(
    apiPaths.bankAccounts,
    {
      config: { rateLimit: limits.read },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'The member’s bank accounts for withdrawals (numbers masked)',
        response: { 200: successEnvelope(bankAccountListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.list(request),
    }),
  );

  app.post(
    apiPaths.bankAccounts,
    {
      config: { rateLimit: limits.write },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Add a bank account in the member’s real name (payment password)',
        body: addBankAccountRequestSchema,
        response: { 200: successEnvelope(bankAccountSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.add(memberCaller(request, deps), request.body),
    }),
  );

  app.delete(
    `${apiPaths.bankAccounts}/:id`,
    {
      config: { rateLimit: limits.write },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Remove one of the member’s bank accounts (not while a withdrawal to it is open)',
        params: idParams,
        response: { 200: successEnvelope(z.object({ removed: z.literal(true) })) },
      },
    },
    async (request) => {
      await service.remove(memberCaller(request, deps), request.params.id);
      return { success: true as const, value: { removed: true as const } };
    },
  );

  app.put(
    apiPaths.payeeName,
    {
      config: { rateLimit: limits.write },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Set the real (payee) name once, while it is empty',
        body: setPayeeNameRequestSchema,
        response: { 200: successEnvelope(setPayeeNameResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: {
        payeeName: await service.setPayeeName(memberCaller(request, deps), request.body.payeeName),
      },
    }),
  );
};
