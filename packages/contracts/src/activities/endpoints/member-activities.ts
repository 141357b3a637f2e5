import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  activityDetailSchema,
  activityLangQuerySchema,
  activityListSchema,
  activityParamsSchema,
  applicationListSchema,
  applicationParamsSchema,
  applicationRequestSchema,
  applicationViewSchema,
  checkInResultSchema,
  couponRedeemRequestSchema,
  couponRedeemResultSchema,
  envelopeResultSchema,
  wheelSpinRequestSchema,
  raffleClaimResultSchema,
  raffleTicketsResultSchema,
  wheelSpinResultSchema,
} from '../activities.ts';
import { activityPaths } from './paths.ts';

/** The activity centre: the brand's activities coming soon and open. */
export const listActivities = defineEndpoint({
  method: 'GET',
  path: activityPaths.activities,
  auth: endpointAuth.public,
  tag: 'rewards',
  summary: 'Activities (coming soon and open)',
  query: activityLangQuerySchema,
  response: activityListSchema,
});

/** One activity as a guest sees it (no member part). */
export const getActivity = defineEndpoint({
  method: 'GET',
  path: activityPaths.activity,
  auth: endpointAuth.public,
  tag: 'rewards',
  summary: 'One activity',
  params: activityParamsSchema,
  query: activityLangQuerySchema,
  response: activityDetailSchema,
});

/** One activity with the member's part: streak, spins left, the next spin's seed hash. */
export const getMemberActivity = defineEndpoint({
  method: 'GET',
  path: activityPaths.memberActivity,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: "One activity with the member's part in it",
  params: activityParamsSchema,
  query: activityLangQuerySchema,
  response: activityDetailSchema,
});

/** Today's check-in (once per local day of the brand); pays the streak day's prize once. */
export const checkInActivity = defineEndpoint({
  method: 'POST',
  path: activityPaths.checkIn,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Check in today',
  params: activityParamsSchema,
  response: checkInResultSchema,
});

/** One provably fair spin of the lucky wheel. */
export const spinActivityWheel = defineEndpoint({
  method: 'POST',
  path: activityPaths.spin,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Spin the lucky wheel',
  params: activityParamsSchema,
  body: wheelSpinRequestSchema,
  response: wheelSpinResultSchema,
});

/** Catches one envelope of a red-envelope rain (during a window, a few tries a day). */
export const catchActivityEnvelope = defineEndpoint({
  method: 'POST',
  path: activityPaths.catchEnvelope,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Catch a red envelope',
  params: activityParamsSchema,
  response: envelopeResultSchema,
});

/** Redeems a coupon code: refused when expired, used up, or already used by this member. */
export const redeemActivityCoupon = defineEndpoint({
  method: 'POST',
  path: activityPaths.coupon,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Redeem a coupon code',
  body: couponRedeemRequestSchema,
  response: couponRedeemResultSchema,
});

/** Applies to an activity with a comment and images (§5 limits). */
export const applyToActivity = defineEndpoint({
  method: 'POST',
  path: activityPaths.apply,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Apply to an activity',
  params: activityParamsSchema,
  query: activityLangQuerySchema,
  body: applicationRequestSchema,
  response: applicationViewSchema,
});

/** The member's applications with their states, newest first. */
export const listOwnApplications = defineEndpoint({
  method: 'GET',
  path: activityPaths.applications,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: "The member's activity applications",
  query: activityLangQuerySchema,
  response: applicationListSchema,
});

/** Claims an issued application's prize; pays once however often it is called. */
export const claimApplication = defineEndpoint({
  method: 'POST',
  path: activityPaths.claimApplication,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: "Claim an issued application's prize",
  params: applicationParamsSchema,
  query: activityLangQuerySchema,
  response: applicationViewSchema,
});

/** Today's raffle tickets (once per local day while the raffle is open and not drawn). */
export const takeRaffleTickets = defineEndpoint({
  method: 'POST',
  path: activityPaths.raffleTickets,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: "Take today's raffle tickets",
  params: activityParamsSchema,
  response: raffleTicketsResultSchema,
});

/** §7 raffle claim: pays the prizes of the member's winning tickets, once. */
export const claimRafflePrize = defineEndpoint({
  method: 'POST',
  path: activityPaths.raffleClaim,
  auth: endpointAuth.member,
  tag: 'rewards',
  summary: 'Claim a raffle prize',
  params: activityParamsSchema,
  response: raffleClaimResultSchema,
});
