import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  balanceSchema,
  consolidatedSchema,
  merchantWalletSchema,
  successEnvelope,
  walletNamesQuerySchema,
  walletTransferRequestSchema,
  walletTransferResultSchema,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { VendorTransfers } from './vendor-transfer.service.ts';
import type { WalletViews } from './wallet-views.service.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';

/** Per client IP per minute; the balance is read after every change the websocket reports. */
export const walletLimits = {
  balance: { max: 120, timeWindow: '1 minute' },
  views: { max: 60, timeWindow: '1 minute' },
  transfer: { max: 30, timeWindow: '1 minute' },
} as const;

export interface WalletRoutesDeps {
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  views: WalletViews;
  vendorTransfers: VendorTransfers;
}

/** Balance, wallets, the consolidated view and main ↔ vendor transfers (§3, §7). */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesDeps> = async (app, deps) => {
  const { requireMember, views } = deps;

  app.get(
    apiPaths.walletBalance,
    {
      config: { rateLimit: walletLimits.balance },
      preHandler: requireMember({ allowTrial: true }),
      schema: {
        tags: ['wallet'],
        summary: 'The main balance and points; a trial account sees its play money',
        response: { 200: successEnvelope(balanceSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await views.balance(request.merchant, request.member),
    }),
  );

  app.get(
    apiPaths.merchantWallet,
    {
      config: { rateLimit: walletLimits.views },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'The main wallet and each transfer-mode vendor wallet (isSingle when none)',
        querystring: walletNamesQuerySchema,
        response: { 200: successEnvelope(merchantWalletSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await views.merchantWallet(
        request.merchant,
        request.member,
        request.query.lang ?? request.merchant.defaultLanguage,
      ),
    }),
  );

  app.get(
    apiPaths.consolidated,
    {
      config: { rateLimit: walletLimits.views },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'Every wallet summed (main, vendors, held) and the contract request types',
        querystring: walletNamesQuerySchema,
        response: { 200: successEnvelope(consolidatedSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await views.consolidated(
        request.merchant,
        request.member,
        request.query.lang ?? request.merchant.defaultLanguage,
      ),
    }),
  );

  app.post(
    apiPaths.walletTransfer,
    {
      config: { rateLimit: walletLimits.transfer },
      preHandler: requireMember(),
      schema: {
        tags: ['wallet'],
        summary: 'Move money between the main wallet and a vendor wallet (Idempotency-Key)',
        querystring: walletNamesQuerySchema,
        body: walletTransferRequestSchema,
        response: { 200: successEnvelope(walletTransferResultSchema) },
      },
    },
    async (request) => {
      const clientKey = readIdempotencyKey(request);
      const value = await deps.vendorTransfers.transfer({
        merchant: request.merchant,
        member: request.member,
        clientKey,
        lang: request.query.lang ?? request.merchant.defaultLanguage,
        request: request.body,
        checkPaymentPassword: (password) => deps.assertPaymentPassword(request, password),
      });
      return { success: true as const, value };
    },
  );
};
