import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getDevOutbox } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import { listOutboxMessages } from './messaging/index.ts';
import { createRouteKit } from './route-kit.ts';

/**
 * GET /dev/outbox: the brand's latest 50 mails and SMS, newest first. Register it only when
 * isDevOutboxEnabled(config): the stored bodies hold live codes.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const { route } = createRouteKit(app);

  route(getDevOutbox, { rate: 'unmetered' }, async (request) => {
    const rows = await listOutboxMessages(db, request.merchant.id, {
      ...(request.query.recipient ? { recipient: request.query.recipient } : {}),
      limit: 50,
    });
    return { messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
  });
};
