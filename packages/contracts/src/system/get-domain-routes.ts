import { z } from 'zod';

export const domainRouteSchema = z.object({
  /** Host name the brand answers on, e.g. `localhost`. */
  domain: z.string(),
  /** What the host serves: the member site, the agent landing, or the API. */
  type: z.enum(['member', 'agent', 'api']),
  /** The primary domain of the brand. */
  isMain: z.boolean(),
});
export type DomainRoute = z.infer<typeof domainRouteSchema>;

export const getDomainRoutesResponseSchema = z.array(domainRouteSchema);
export type GetDomainRoutesResponse = z.infer<typeof getDomainRoutesResponseSchema>;
