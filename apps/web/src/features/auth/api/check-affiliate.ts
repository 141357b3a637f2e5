import { apiCall, routeTo } from '../../../lib/api-client.ts';
import { apiPaths, type checkAffiliateCode as checkAffiliateCodeEndpoint } from '@lobby/contracts';

const checkAffiliateCodeRoute = routeTo<typeof checkAffiliateCodeEndpoint>(
  'GET',
  apiPaths.agentAffiliate,
);

/**
 * GET /wps/agent/affiliate?code=&domain= (§4.4): resolves when the invitation code is valid,
 * rejects with the ApiError 'invitation_code_error' when it is not.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<void> {
  await apiCall(checkAffiliateCodeRoute, { query: { code, domain } });
}
