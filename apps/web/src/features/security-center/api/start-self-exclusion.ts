import { apiPaths, type SelfExclusionRequest, type selfExclude } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const selfExcludeRoute = routeTo<typeof selfExclude>('POST', apiPaths.selfExclusion);

/** POST /wps/member/responsibleGambling/selfExclusion (token): cannot be lifted early. */
export async function startSelfExclusion(body: SelfExclusionRequest): Promise<void> {
  await apiCall(selfExcludeRoute, { body });
}
