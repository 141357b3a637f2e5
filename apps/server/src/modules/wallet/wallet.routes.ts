import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getBalance,
  getConsolidatedFunds,
  getMerchantWallets,
  transferBetweenWallets,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { VendorTransfers } from './vendor-transfer.service.ts';
import type { WalletViews } from './wallet-views.service.ts';

export interface WalletRoutesDeps {
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  views: WalletViews;
  vendorTransfers: VendorTransfers;
}

/** Balance, wallets, the consolidated view and main ↔ vendor transfers (§3, §7). */
export const walletRoutes: FastifyPluginAsyncZod<WalletRoutesDeps> = async (app, deps) => {
  const { views } = deps;
  const { route } = createRouteKit(app, deps);

  // read after every change the websocket reports
  route(getBalance, { rate: 'frequent' }, (request) =>
    views.balance(request.merchant, request.member),
  );

  route(getMerchantWallets, { rate: 'read' }, (request) =>
    views.merchantWallet(
      request.merchant,
      request.member,
      request.query.lang ?? request.merchant.defaultLanguage,
    ),
  );

  route(getConsolidatedFunds, { rate: 'read' }, (request) =>
    views.consolidated(
      request.merchant,
      request.member,
      request.query.lang ?? request.merchant.defaultLanguage,
    ),
  );

  route(transferBetweenWallets, { rate: 'write' }, (request) =>
    deps.vendorTransfers.transfer({
      merchant: request.merchant,
      member: request.member,
      clientKey: readIdempotencyKey(request),
      lang: request.query.lang ?? request.merchant.defaultLanguage,
      request: request.body,
      checkPaymentPassword: (password) => deps.assertPaymentPassword(request, password),
    }),
  );
};
