import {
  rewardPaths,
  type applyPromotion as applyPromotionEndpoint,
  type Language,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const applyRoute = routeTo<typeof applyPromotionEndpoint>('POST', rewardPaths.apply);

/** POST /wps/member/promotions/:id/apply (token): opts in before the qualifying deposit. */
export function applyPromotion(id: number, lang: Language) {
  return apiCall(applyRoute, { params: { id }, query: { lang } });
}
