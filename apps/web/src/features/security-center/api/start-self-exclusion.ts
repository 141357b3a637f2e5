import { type SelfExclusionRequest, selfExclude } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/member/responsibleGambling/selfExclusion (token): cannot be lifted early. */
export async function startSelfExclusion(body: SelfExclusionRequest): Promise<void> {
  await apiCall(selfExclude, { body });
}
