import { z } from 'zod';

/**
 * The token of the embedded sandbox gateway's pay page. A wildcard, not `:token`: route
 * parameters stop at 100 characters and a token is longer.
 */
export const sandboxPayParamsSchema = z.object({ '*': z.string().min(1).max(4_096) });

/** The pay page's form: the tester pays or declines. */
export const sandboxDecisionRequestSchema = z.object({ decision: z.enum(['pay', 'decline']) });

/** The sandbox gateway answers a browser with an HTML page (or a redirect), not an envelope. */
export const sandboxPageSchema = z.string();
