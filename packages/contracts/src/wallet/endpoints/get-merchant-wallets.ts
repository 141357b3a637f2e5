import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { merchantWalletSchema, walletNamesQuerySchema } from '../transfers.ts';

/** GCS_merchantWallet: the main wallet and each transfer-mode vendor wallet. */
export const getMerchantWallets = defineEndpoint({
  method: 'GET',
  path: apiPaths.merchantWallet,
  auth: endpointAuth.member,
  tag: 'wallet',
  summary: 'The main wallet and each transfer-mode vendor wallet (isSingle when none)',
  query: walletNamesQuerySchema,
  response: merchantWalletSchema,
});
