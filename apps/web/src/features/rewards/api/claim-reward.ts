import { rewardPaths, type claimPromotionEntry, type Language } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const claimRoute = routeTo<typeof claimPromotionEntry>('POST', rewardPaths.claim);

/** POST /wps/member/promotions/entries/:id/claim (token): the bonus, paid once. */
export function claimReward(entryId: number, lang: Language) {
  return apiCall(claimRoute, { params: { id: entryId }, query: { lang } });
}
