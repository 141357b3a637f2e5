import { z } from 'zod';

// GET /dev/outbox, a development aid: not part of the public API, registered only when the
// server enables it

export const devOutboxQuerySchema = z.object({
  /** Only messages to this address or E.164 number. */
  recipient: z.string().trim().min(1).max(320).optional(),
});

export const devOutboxMessageSchema = z.object({
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

export const devOutboxResponseSchema = z.object({ messages: z.array(devOutboxMessageSchema) });
