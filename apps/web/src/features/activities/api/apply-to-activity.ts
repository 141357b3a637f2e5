import {
  activityPaths,
  type applyToActivity as applyEndpoint,
  type claimApplication as claimEndpoint,
  type Language,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const applyRoute = routeTo<typeof applyEndpoint>('POST', activityPaths.apply);
const claimRoute = routeTo<typeof claimEndpoint>('POST', activityPaths.claimApplication);

/** POST /wps/member/activities/:id/applications: a comment and the uploaded images' ids. */
export function applyToActivity(id: number, comment: string, fileIds: number[], lang: Language) {
  return apiCall(applyRoute, { params: { id }, query: { lang }, body: { comment, fileIds } });
}

/** POST /wps/member/activities/applications/:id/claim: an issued prize, paid once. */
export function claimApplication(id: number, lang: Language) {
  return apiCall(claimRoute, { params: { id }, query: { lang } });
}
