import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewRequestSchema, successEnvelope } from '@lobby/contracts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { StaffAuth } from '../../backoffice/index.ts';

/**
 * What the deposit and withdrawal review routes share: the reviewer guard, the rate limits,
 * the `:id` parameter, who acts (for the audit row) and the two read routes.
 */

/** Reads page through lists; writes change money, so an operator gets fewer of them. */
const limits = {
  read: { max: 120, timeWindow: '1 minute' },
  write: { max: 30, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

const reviewerRoles = ['cashier', 'finance'] as const;

/** The body of an action whose note is optional: it may come without a body (Fastify: null). */
export const optionalNoteBody = reviewRequestSchema.nullish();

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The operator acting, on which brand, from where: what each review action audits. */
export function staffCallerOf(request: FastifyRequest) {
  return { merchant: request.merchant, staff: request.staff, ip: request.ip };
}

export interface ReviewReads<
  Query extends z.ZodType,
  List extends z.ZodType,
  One extends z.ZodType,
> {
  /** The collection path; one item is `<path>/:id`. */
  path: string;
  summaries: { list: string; one: string };
  schemas: { query: Query; list: List; one: One };
  /** The review service answering both (called as methods). */
  review: {
    list(merchant: Merchant, query: z.output<Query>): Promise<z.input<List>>;
    view(merchant: Merchant, id: number): Promise<z.input<One>>;
  };
}

/** The routes of one review collection, all behind the guard: a cashier or finance session. */
export function createReviewRoutes(app: ZodApp, staff: StaffAuth) {
  const guard = staff.requireStaff([...reviewerRoles]);
  const options = <Schema extends object>(access: keyof typeof limits, schema: Schema) => ({
    config: { rateLimit: limits[access] },
    preHandler: guard,
    schema: { tags: ['backoffice'], ...schema },
  });

  return {
    /** Route options of an action on one item (`<path>/:id/<action>`): the write limit, `:id`. */
    actionOptions<Schema extends object>(schema: Schema) {
      return options('write', { params: idParams, ...schema });
    },

    /**
     * GET `<path>` (the brand's items, by the query) and GET `<path>/:id` (one of them). The
     * response schemas are widened to FastifySchema because the type provider cannot resolve
     * a generic zod schema; `reads` is still typed by the concrete schemas at the call site,
     * and Fastify validates the query and serializes the answer with them at run time.
     */
    registerReads<Query extends z.ZodType, List extends z.ZodType, One extends z.ZodType>(
      reads: ReviewReads<Query, List, One>,
    ): void {
      const { path, summaries, schemas } = reads;
      const listQuery: FastifySchema['querystring'] = schemas.query;
      const listResponse: FastifySchema['response'] = { 200: successEnvelope(schemas.list) };
      const oneResponse: FastifySchema['response'] = { 200: successEnvelope(schemas.one) };
      app.get(
        path,
        options('read', {
          summary: summaries.list,
          querystring: listQuery,
          response: listResponse,
        }),
        async (request) => ({
          success: true as const,
          // validated by schemas.query above, so it is that schema's output
          value: await reads.review.list(request.merchant, request.query as z.output<Query>),
        }),
      );
      app.get(
        `${path}/:id`,
        options('read', { summary: summaries.one, params: idParams, response: oneResponse }),
        async (request) => ({
          success: true as const,
          value: await reads.review.view(request.merchant, request.params.id),
        }),
      );
    },
  };
}
