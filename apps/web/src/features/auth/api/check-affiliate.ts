import { apiCall } from '../../../lib/api-client.ts';
import { checkAffiliateCode as checkAffiliateCodeEndpoint } from '@lobby/contracts';

/**
 * GET /wps/agent/affiliate?code=&domain= (§4.4): resolves when the invitation code is valid,
 * rejects with the ApiError 'invitation_code_error' when it is not.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<void> {
  await apiCall(checkAffiliateCodeEndpoint, { query: { code, domain } });
}
