import { apiGet } from '../../../lib/api-client.ts';
import { apiPaths } from '@lobby/contracts';

/**
 * GET /wps/agent/affiliate?code=&domain= (§4.4): resolves when the invitation code is valid,
 * rejects with the ApiError 'invitation_code_error' when it is not.
 */
export async function checkAffiliateCode(code: string, domain: string): Promise<void> {
  await apiGet<{ valid: true }>(apiPaths.agentAffiliate, { code, domain });
}
