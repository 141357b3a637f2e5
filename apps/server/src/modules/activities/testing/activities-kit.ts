import type { FastifyInstance } from 'fastify';
import { activityPaths, apiPaths, type ActivityInput } from '@lobby/contracts';
import { brandHeaders } from '../../../../test/login-kit.ts';
import { staffHeaders } from '../../../../test/staff-kit.ts';

const day = 86_400_000;

/** Texts in en, th and tl for a test activity. */
export function texts(en: string) {
  return {
    title: { en, th: `ทดสอบ ${en}`, tl: `Pagsubok ${en}` },
    summary: { en: `${en} summary`, th: 'สรุป', tl: 'Buod' },
    body: { en: `${en} body`, th: 'รายละเอียด', tl: 'Detalye' },
  };
}

/** An activity open from yesterday for a week, with these rules. */
export function openActivity(rules: ActivityInput['rules'], en = 'Test activity'): ActivityInput {
  return {
    ...texts(en),
    startsAt: new Date(Date.now() - day),
    endsAt: new Date(Date.now() + 7 * day),
    rules,
  };
}

/** The smallest real PNG: 1×1, one transparent pixel. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Answer = { statusCode: number; body: string; json(): unknown };
const valueOf = <T>(answer: Answer): T => {
  if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
  return (answer.json() as { value: T }).value;
};

/** A member's calls to the activity centre (raw answers; `value` unwraps a success). */
export function activitiesCaller(app: FastifyInstance, token: string) {
  const headers = { ...brandHeaders, token };
  const at = (path: string, id: number) => path.replace(':id', String(id));
  return {
    valueOf,
    list: () => app.inject({ method: 'GET', url: `${activityPaths.activities}?lang=th`, headers }),
    detail: (id: number) =>
      app.inject({ method: 'GET', url: at(activityPaths.memberActivity, id), headers }),
    checkIn: (id: number) =>
      app.inject({ method: 'POST', url: at(activityPaths.checkIn, id), headers }),
    spin: (id: number, clientSeed: string) =>
      app.inject({
        method: 'POST',
        url: at(activityPaths.spin, id),
        headers,
        payload: { clientSeed },
      }),
    envelope: (id: number) =>
      app.inject({ method: 'POST', url: at(activityPaths.catchEnvelope, id), headers }),
    coupon: (code: string) =>
      app.inject({ method: 'POST', url: activityPaths.coupon, headers, payload: { code } }),
    upload: (bytes: Buffer, contentType = 'image/png') =>
      app.inject({
        method: 'PUT',
        url: `${apiPaths.uploads}?purpose=activity_application`,
        headers: { ...headers, 'content-type': contentType },
        payload: bytes,
      }),
    apply: (id: number, comment: string, fileIds: number[]) =>
      app.inject({
        method: 'POST',
        url: at(activityPaths.apply, id),
        headers,
        payload: { comment, fileIds },
      }),
    mine: () => app.inject({ method: 'GET', url: activityPaths.applications, headers }),
    claim: (applicationId: number) =>
      app.inject({
        method: 'POST',
        url: at(activityPaths.claimApplication, applicationId),
        headers,
      }),
    image: (fileId: number) =>
      app.inject({ method: 'GET', url: `${apiPaths.uploads}/${fileId}`, headers }),
    raffleTickets: (id: number) =>
      app.inject({ method: 'POST', url: at(activityPaths.raffleTickets, id), headers }),
    raffleClaim: (id: number) =>
      app.inject({ method: 'POST', url: at(activityPaths.raffleClaim, id), headers }),
  };
}

/** The operator's calls to /bo/activities. */
/** The operator API as `token`'s staff; `brand` headers reach another brand than the demo one. */
export function activitiesOperator(
  app: FastifyInstance,
  token: string,
  brand?: Record<string, string>,
) {
  const headers = { ...staffHeaders(token), ...brand };
  const at = (path: string, id: number) => path.replace(':id', String(id));
  return {
    create: (input: ActivityInput) =>
      app.inject({ method: 'POST', url: activityPaths.boActivities, headers, payload: input }),
    update: (id: number, input: ActivityInput) =>
      app.inject({ method: 'PUT', url: at(activityPaths.boActivity, id), headers, payload: input }),
    list: () => app.inject({ method: 'GET', url: activityPaths.boActivities, headers }),
    applications: (state?: string) =>
      app.inject({
        method: 'GET',
        url: `${activityPaths.boApplications}${state ? `?state=${state}` : ''}`,
        headers,
      }),
    approve: (id: number) =>
      app.inject({ method: 'POST', url: at(activityPaths.boApprove, id), headers }),
    reject: (id: number, reason: string) =>
      app.inject({
        method: 'POST',
        url: at(activityPaths.boReject, id),
        headers,
        payload: { reason },
      }),
    image: (id: number, fileId: number) =>
      app.inject({
        method: 'GET',
        url: at(activityPaths.boApplicationImage, id).replace(':fileId', String(fileId)),
        headers,
      }),
    coupons: (id: number, batch: Record<string, unknown>) =>
      app.inject({ method: 'POST', url: at(activityPaths.boCoupons, id), headers, payload: batch }),
    draw: (id: number) =>
      app.inject({ method: 'POST', url: at(activityPaths.boRaffleDraw, id), headers }),
  };
}
