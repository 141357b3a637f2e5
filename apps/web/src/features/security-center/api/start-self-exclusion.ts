import { apiPaths, type SelfExclusionRequest } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/member/responsibleGambling/selfExclusion (token): cannot be lifted early. */
export async function startSelfExclusion(body: SelfExclusionRequest): Promise<void> {
  await apiRequest<unknown>('POST', apiPaths.selfExclusion, { body });
}
