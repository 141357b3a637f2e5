import { z } from 'zod';

/** System status (§4.1): 0 normal, 1 maintenance, 2 region restriction. Maintenance wins. */
export const systemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof systemStatusCodeSchema>;

export const getStatusResponseSchema = z.object({
  /** 0 normal, 1 maintenance, 2 region restriction. */
  status: systemStatusCodeSchema,
  /** The client IP as the server sees it (proxy headers only from trusted proxies). */
  ip: z.string(),
  /** ISO 3166-1 alpha-2 country of the IP, or null when unknown (private ranges, loopback). */
  country: z.string().nullable(),
  /** Present while in maintenance: when it is expected to end (ISO time), if known. */
  maintenanceUntil: z.string().nullable(),
  /** The dev outbox (every mail and SMS, codes included) is open to anyone: not a real site. */
  devOutboxOpen: z.boolean(),
});
export type GetStatusResponse = z.infer<typeof getStatusResponseSchema>;
