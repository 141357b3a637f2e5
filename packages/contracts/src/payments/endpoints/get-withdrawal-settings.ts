import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { withdrawalSettingsSchema } from '../withdrawals.ts';

/** What the withdraw page needs before asking: limits, banks, payment-password state. */
export const getWithdrawalSettings = defineEndpoint({
  method: 'GET',
  path: apiPaths.withdrawalSettings,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Limits, banks and payment-password state for the withdraw page',
  response: withdrawalSettingsSchema,
});
