import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  activityInputSchema,
  activityParamsSchema,
  boActivityListSchema,
  boActivitySchema,
  boApplicationImageParamsSchema,
  boApplicationListSchema,
  boApplicationQuerySchema,
  boApplicationSchema,
  couponBatchRequestSchema,
  couponListSchema,
  raffleResultSchema,
  rejectApplicationRequestSchema,
} from '../activities.ts';
import { activityPaths } from './paths.ts';

/** Every activity of the brand, all languages, with the wheel's expected cost per spin. */
export const listBoActivities = defineEndpoint({
  method: 'GET',
  path: activityPaths.boActivities,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "The brand's activities",
  response: boActivityListSchema,
});

/** Creates an activity of any kind (audited). */
export const createBoActivity = defineEndpoint({
  method: 'POST',
  path: activityPaths.boActivities,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create an activity',
  body: activityInputSchema,
  response: boActivitySchema,
});

/** Replaces an activity's texts, schedule and rules (audited; the kind stays). */
export const updateBoActivity = defineEndpoint({
  method: 'PUT',
  path: activityPaths.boActivity,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Edit an activity',
  params: activityParamsSchema,
  body: activityInputSchema,
  response: boActivitySchema,
});

/** Applications of the brand, optionally of one state. */
export const listBoApplications = defineEndpoint({
  method: 'GET',
  path: activityPaths.boApplications,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Activity applications to review',
  query: boApplicationQuerySchema,
  response: boApplicationListSchema,
});

/** Approves an application: its prize is issued, the member claims it (audited). */
export const approveBoApplication = defineEndpoint({
  method: 'POST',
  path: activityPaths.boApprove,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Approve an application',
  params: activityParamsSchema,
  response: boApplicationSchema,
});

/** Rejects an application with a reason the member sees (audited). */
export const rejectBoApplication = defineEndpoint({
  method: 'POST',
  path: activityPaths.boReject,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'Reject an application with a reason',
  params: activityParamsSchema,
  body: rejectApplicationRequestSchema,
  response: boApplicationSchema,
});

/** An image of an application (the image itself, not an envelope). */
export const getBoApplicationImage = defineEndpoint({
  method: 'GET',
  path: activityPaths.boApplicationImage,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: 'An image of an application',
  params: boApplicationImageParamsSchema,
  response: z.unknown(),
});

/** A coupon activity's codes. */
export const listBoCoupons = defineEndpoint({
  method: 'GET',
  path: activityPaths.boCoupons,
  auth: endpointAuth.staff('admin', 'finance'),
  tag: 'backoffice',
  summary: "A coupon activity's codes",
  params: activityParamsSchema,
  response: couponListSchema,
});

/** Creates a batch of codes with their limits (audited). */
export const createBoCoupons = defineEndpoint({
  method: 'POST',
  path: activityPaths.boCoupons,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Create coupon codes',
  params: activityParamsSchema,
  body: couponBatchRequestSchema,
  response: couponListSchema,
});

/** Draws a raffle now, before its close (admin; audited). */
export const drawBoRaffle = defineEndpoint({
  method: 'POST',
  path: activityPaths.boRaffleDraw,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'Draw a raffle early',
  params: activityParamsSchema,
  response: raffleResultSchema,
});
