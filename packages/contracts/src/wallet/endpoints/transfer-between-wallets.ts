import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  walletNamesQuerySchema,
  walletTransferRequestSchema,
  walletTransferResultSchema,
} from '../transfers.ts';

/** GCS_walletTransfer: money between the main wallet and a transfer-mode vendor wallet. */
export const transferBetweenWallets = defineEndpoint({
  method: 'POST',
  path: apiPaths.walletTransfer,
  auth: endpointAuth.member,
  tag: 'wallet',
  summary: 'Move money between the main wallet and a vendor wallet (Idempotency-Key)',
  query: walletNamesQuerySchema,
  body: walletTransferRequestSchema,
  response: walletTransferResultSchema,
  idempotent: true,
});
