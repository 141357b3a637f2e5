import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiPaths, successEnvelope } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import { listOutboxMessages } from './messaging/index.ts';

// a development aid, not part of the public API, so its schema stays beside the route
const devOutboxQuerySchema = z.object({
  /** Only messages to this address or E.164 number. */
  recipient: z.string().trim().min(1).max(320).optional(),
});

const devOutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  purpose: z.string(),
  transport: z.string(),
  status: z.enum(['sent', 'failed', 'stored']),
  error: z.string().nullable(),
  createdAt: z.string(),
});

const devOutboxResponseSchema = z.object({ messages: z.array(devOutboxMessageSchema) });

/**
 * GET /dev/outbox: the brand's latest 50 mails and SMS, newest first. Register it only when
 * isDevOutboxEnabled(config): the stored bodies hold live codes.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    apiPaths.devOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest stored mails and SMS of the brand (development only)',
        querystring: devOutboxQuerySchema,
        response: { 200: successEnvelope(devOutboxResponseSchema) },
      },
    },
    async (request) => {
      const rows = await listOutboxMessages(db, request.merchant.id, {
        ...(request.query.recipient ? { recipient: request.query.recipient } : {}),
        limit: 50,
      });
      const messages = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return { success: true as const, value: { messages } };
    },
  );
};
