import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import type { Database } from '../db/client.ts';
import { members } from '../db/schema/index.ts';
import { createWalletService } from '../modules/wallet/index.ts';
import { loginToken } from '../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../test/ledger-kit.ts';
import { openTwoInstances, type TwoInstances } from '../../test/two-instances-kit.ts';
import { createEventBus, memberTopic, type EventBus } from './event-bus.ts';
import {
  creditMember,
  listenOn,
  openSocket,
  type SocketClient,
} from './testing/member-events-kit.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Two app instances on one PostgreSQL database, as behind a load balancer: each gets its own
 * event bus on DATABASE_URL (LISTEN/NOTIFY), exactly as in production.
 */
describe.skipIf(!postgresUrl)('member websocket across two instances on PostgreSQL', () => {
  let instances: TwoInstances;
  let url: string;
  let database: Database;
  let first: FastifyInstance;
  let second: FastifyInstance;
  let thirdBus: EventBus;
  const clients: SocketClient[] = [];

  beforeAll(async () => {
    instances = await openTwoInstances(postgresUrl!);
    ({ url, database, first, second } = instances);
    thirdBus = createEventBus({ databaseUrl: url });
    await thirdBus.ready();
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await thirdBus?.close();
    await instances?.close();
  });

  it('pushes a balance change to the member on whichever instance holds the socket', async () => {
    const firstBase = await listenOn(first);
    const secondBase = await listenOn(second);
    const token = await loginToken(first, 'demo', 'Lotus#2026');
    const [demo] = await database.db.select().from(members).where(eq(members.username, 'demo'));
    const onFirst = openSocket(`${firstBase}${apiPaths.memberEvents}?merchant=lotus`, [
      'lobby',
      token,
    ]);
    // the session made on the first instance is good on the second: it lives in the database
    const onSecond = openSocket(`${secondBase}${apiPaths.memberEvents}?merchant=lotus`, [
      'lobby',
      token,
    ]);
    clients.push(onFirst, onSecond);
    await Promise.all([onFirst.opened, onSecond.opened]);
    const probe = () => thirdBus.publish(memberTopic(demo!.id), { type: 'link_check' });
    await onFirst.waitForLink(probe);
    await onSecond.waitForLink(probe);

    // money moves on a third instance; both sockets hear of it through PostgreSQL only
    const wallet = createWalletService({ db: database.db, events: thirdBus });
    await creditMember(wallet, demo!, 'ws-two-instances');
    const expected = { type: 'balance_changed', reason: 'adjustment' };
    expect(await onFirst.next('balance_changed')).toMatchObject(expected);
    expect(await onSecond.next('balance_changed')).toMatchObject(expected);
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
  });
});
