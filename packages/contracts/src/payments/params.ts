import { z } from 'zod';

/** The `:id` of one deposit, withdrawal or bank account in a path (member and back office). */
export const paymentsIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
