import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyToActivity,
  claimRafflePrize,
  takeRaffleTickets,
  catchActivityEnvelope,
  checkInActivity,
  claimApplication,
  getActivity,
  getMemberActivity,
  listActivities,
  listOwnApplications,
  redeemActivityCoupon,
  spinActivityWheel,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { ActivityPlays, MemberRef } from './activity-plays.service.ts';
import type { Applications } from './applications.service.ts';
import type { EnvelopeRain } from './envelope-rain.service.ts';
import type { Raffles } from './raffle.service.ts';

export interface ActivitiesRoutesDeps {
  requireMember: RequireMember;
  plays: ActivityPlays;
  applications: Applications;
  rain: EnvelopeRain;
  raffles: Raffles;
}

/** The activity centre (public list and detail) and what members do in it. */
export const activitiesRoutes: FastifyPluginAsyncZod<ActivitiesRoutesDeps> = async (app, deps) => {
  const { plays, applications, rain, raffles } = deps;
  const memberOf = (request: { merchant: MemberRef['merchant']; member: { id: number } }) => ({
    merchant: request.merchant,
    memberId: request.member.id,
  });
  const { route } = createRouteKit(app, deps);

  route(listActivities, { rate: 'read' }, (request) =>
    plays.list(request.merchant, request.query.lang),
  );
  route(getActivity, { rate: 'read' }, (request) =>
    plays.get(request.merchant, request.params.id, request.query.lang),
  );
  route(getMemberActivity, { rate: 'frequent' }, (request) =>
    plays.get(request.merchant, request.params.id, request.query.lang, {
      merchant: request.merchant,
      memberId: request.member.id,
    }),
  );
  route(checkInActivity, { rate: 'write' }, (request) =>
    plays.checkIn({ merchant: request.merchant, memberId: request.member.id }, request.params.id),
  );
  route(spinActivityWheel, { rate: 'play' }, (request) =>
    plays.spin(
      { merchant: request.merchant, memberId: request.member.id },
      request.params.id,
      request.body.clientSeed,
    ),
  );
  route(catchActivityEnvelope, { rate: 'write' }, (request) =>
    rain.catchEnvelope(
      { merchant: request.merchant, memberId: request.member.id },
      request.params.id,
    ),
  );
  route(redeemActivityCoupon, { rate: 'settings' }, (request) =>
    plays.redeemCoupon(
      { merchant: request.merchant, memberId: request.member.id },
      request.body.code,
    ),
  );
  route(applyToActivity, { rate: 'write' }, (request) =>
    applications.apply(
      { merchant: request.merchant, memberId: request.member.id },
      request.params.id,
      request.body,
      request.query.lang,
    ),
  );
  route(listOwnApplications, { rate: 'frequent' }, (request) =>
    applications.mine(
      { merchant: request.merchant, memberId: request.member.id },
      request.query.lang,
    ),
  );
  route(claimApplication, { rate: 'write' }, (request) =>
    applications.claim(
      { merchant: request.merchant, memberId: request.member.id },
      request.params.id,
      request.query.lang,
    ),
  );
  route(takeRaffleTickets, { rate: 'write' }, (request) =>
    raffles.takeTickets(memberOf(request), request.params.id),
  );
  route(claimRafflePrize, { rate: 'write' }, (request) =>
    raffles.claim(memberOf(request), request.params.id),
  );
};
