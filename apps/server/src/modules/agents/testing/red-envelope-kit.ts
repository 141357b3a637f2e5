import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  idempotencyKeyHeader,
  redEnvelopePaths,
  type CreateRedEnvelopeRequest,
} from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { ledgerReads, postWithinTransaction } from '../../wallet/index.ts';
import { brandHeaders, loginToken } from '../../../../test/login-kit.ts';
import { agentsPassword } from './agents-kit.ts';

let ipSerial = 0;
/** A new client address per call: these tests send more calls than one client ever would. */
export const nextIp = () => {
  ipSerial += 1;
  return `10.88.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/** Red envelope calls of one logged-in account. */
export function envelopeCaller(app: FastifyInstance, token: string) {
  const headers = { ...brandHeaders, token };
  return {
    token,
    fund: (body: Partial<CreateRedEnvelopeRequest>, key: string | null = `k-${randomUUID()}`) =>
      app.inject({
        method: 'POST',
        url: redEnvelopePaths.agent,
        headers: key === null ? headers : { ...headers, [idempotencyKeyHeader]: key },
        payload: body,
        remoteAddress: nextIp(),
      }),
    listOwn: (query: Record<string, string> = {}) =>
      app.inject({
        method: 'GET',
        url: redEnvelopePaths.agent,
        headers,
        query,
        remoteAddress: nextIp(),
      }),
    claimable: () =>
      app.inject({ method: 'GET', url: redEnvelopePaths.member, headers, remoteAddress: nextIp() }),
    claim: (id: number) =>
      app.inject({
        method: 'POST',
        url: redEnvelopePaths.claim.replace(':id', String(id)),
        headers,
        remoteAddress: nextIp(),
      }),
  };
}
export type EnvelopeCaller = ReturnType<typeof envelopeCaller>;

/** Logs in with the agents kit's password from a fresh address. */
export async function envelopeCallerFor(app: FastifyInstance, username: string) {
  return envelopeCaller(app, await loginToken(app, username, agentsPassword, nextIp()));
}

/** Credits an account's main wallet from the house (an adjustment), in minor units. */
export async function creditMain(db: Db, merchantId: number, memberId: number, amount: bigint) {
  await postWithinTransaction(db, {
    merchantId,
    idempotencyKey: `test-credit:${memberId}:${nextIp()}`,
    kind: 'adjustment',
    memberId,
    legs: [
      { account: { house: 'adjustments' }, amount: -amount },
      { account: { memberId, kind: 'main' }, amount },
    ],
  });
}

/** An account's main balance in minor units. */
export function mainBalance(db: Db, merchantId: number, memberId: number): Promise<bigint> {
  return ledgerReads.balanceOf(db, merchantId, { memberId, kind: 'main' });
}
