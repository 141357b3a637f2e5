import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import { createMemberTransferRepository } from './member-transfer.repository.ts';
import { memberTransferRoutes } from './member-transfer.routes.ts';
import { createMemberTransfers } from './member-transfer.service.ts';
import { createRecordsRepository } from './records.repository.ts';
import { recordsRoutes } from './records.routes.ts';
import { createRecords } from './records.service.ts';
import { createVendorTransfers } from './vendor-transfer.service.ts';
import { createVendorWalletsRepository } from './vendor-wallets.repository.ts';
import type { WalletService } from './wallet.service.ts';
import { createWalletViews, type ContractRequestLookup } from './wallet-views.service.ts';
import { walletRoutes } from './wallet.routes.ts';

export interface WalletModuleDeps {
  db: Db;
  wallet: WalletService;
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  /** The agents module's contract request types, for the consolidated view (§3). */
  contractRequests: ContractRequestLookup;
}

/** The member-facing wallet: balance, wallets, transfers and records. */
export const walletModule: FastifyPluginAsyncZod<WalletModuleDeps> = async (app, deps) => {
  const { db, wallet, requireMember, assertPaymentPassword } = deps;
  const vendorWallets = createVendorWalletsRepository(db);
  await app.register(walletRoutes, {
    requireMember,
    assertPaymentPassword,
    views: createWalletViews({
      db,
      wallet,
      vendorWallets,
      contractRequests: deps.contractRequests,
    }),
    vendorTransfers: createVendorTransfers({ wallet, vendorWallets }),
  });
  await app.register(memberTransferRoutes, {
    requireMember,
    assertPaymentPassword,
    memberTransfers: createMemberTransfers({
      wallet,
      repository: createMemberTransferRepository(db),
    }),
  });
  await app.register(recordsRoutes, {
    requireMember,
    records: createRecords(createRecordsRepository(db)),
  });
};
