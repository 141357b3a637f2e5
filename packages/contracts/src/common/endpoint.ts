import type { z } from 'zod';
import type { StaffRole } from '../backoffice/staff.ts';

/** The HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint. The server turns it into the guard that runs before the handler;
 * the web client and the docs read it to know what a call needs.
 */
export type EndpointAuth =
  /** Anyone; the brand is still resolved from the host or the Merchant header. */
  | { kind: 'public' }
  /**
   * A logged-in account (token header); trial play, a pending password change and agent-only
   * accounts (types 41, 42: the agent centre, never play or the cashier) are opt-in.
   */
  | {
      kind: 'member';
      allowTrial?: boolean;
      allowPendingPasswordChange?: boolean;
      allowAgentOnly?: boolean;
    }
  /** An operator session (Bearer) holding one of the roles (admin passes everything). */
  | { kind: 'staff'; roles: readonly StaffRole[] }
  /** An in-house game session (X-Player-Token), checked through the provider wallet. */
  | { kind: 'player' }
  /** A game provider: its bearer token and the HMAC signature of the raw body (PAM API). */
  | { kind: 'provider' };

/** The auth values endpoints use, named. */
export const endpointAuth = {
  public: { kind: 'public' },
  member: { kind: 'member' },
  memberOrTrial: { kind: 'member', allowTrial: true },
  /** Members and agent-only accounts: own profile and security, agent transfers, reports. */
  memberOrAgent: { kind: 'member', allowAgentOnly: true },
  player: { kind: 'player' },
  provider: { kind: 'provider' },
  staff: (...roles: StaffRole[]) => ({ kind: 'staff', roles }) as const,
} as const satisfies Record<string, EndpointAuth | ((...roles: never[]) => EndpointAuth)>;

/**
 * One endpoint of the API, bound in one object: method, path, who may call it, and the
 * schemas of what goes in and what comes back. The server registers its route from it and
 * validates both directions with it; the web client takes its answer type from it; the docs
 * at /docs are generated from it. Every endpoint is born this way.
 */
export interface Endpoint {
  method: HttpMethod;
  /** The path, Fastify style: `:name` for a path parameter. */
  path: string;
  auth: EndpointAuth;
  /** One line for the API docs. */
  summary: string;
  /** The docs group (the domain). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `value` of the success envelope `{ success: true, value }`. */
  response: z.ZodType;
  /** The body travels sealed with the server's public key (§7.1 calls marked "encrypt"). */
  encrypted?: boolean;
  /** The call moves money: it carries the client's Idempotency-Key header. */
  idempotent?: boolean;
  /** Kept out of the API docs (pages of a test double, not API calls). */
  hidden?: boolean;
}

/** Declares an endpoint; the literal types of its path and schemas are kept. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a successful call answers (the envelope's value), as the client receives it. */
export type EndpointAnswer<E extends Endpoint> = z.output<E['response']>;
/** What the server's handler returns, before the response schema serialises it. */
export type EndpointResult<E extends Endpoint> = z.input<E['response']>;
/** The request body as a client sends it, and as the server's handler reads it. */
export type EndpointBody<E extends Endpoint> = Input<E['body']>;
export type EndpointParsedBody<E extends Endpoint> = Output<E['body']>;
/** The query string as a client sends it, and as the server's handler reads it. */
export type EndpointQuery<E extends Endpoint> = Input<E['query']>;
export type EndpointParsedQuery<E extends Endpoint> = Output<E['query']>;
/** The path parameters as a client fills them in, and as the server's handler reads them. */
export type EndpointParams<E extends Endpoint> = Input<E['params']>;
export type EndpointParsedParams<E extends Endpoint> = Output<E['params']>;

/** The endpoint's path with its `:name` parameters filled in (URL-encoded). */
export function endpointPath(
  endpoint: Pick<Endpoint, 'path'>,
  params: Record<string, string | number> = {},
): string {
  return endpoint.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
