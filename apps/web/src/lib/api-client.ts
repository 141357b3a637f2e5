import {
  endpointPath,
  type Endpoint,
  type EndpointAnswer,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type Envelope,
  type ErrorEnvelope,
  type HttpMethod,
} from '@lobby/contracts';
import { takeFirstAnswer } from './first-answers.ts';
import { readSession } from './session-storage.ts';

/** A failed call: the server's error envelope, or a network/timeout failure mapped onto one. */
export class ApiError extends Error {
  readonly code: string;
  readonly messageKey: string;
  readonly status: number;
  readonly fields: ErrorEnvelope['fields'];
  /** Extra facts about the failure (for example `captchaRequired` on a failed login). */
  readonly details: ErrorEnvelope['details'];

  constructor(envelope: ErrorEnvelope, status: number) {
    super(envelope.message);
    this.name = 'ApiError';
    this.code = envelope.code;
    this.messageKey = envelope.messageKey;
    this.status = status;
    this.fields = envelope.fields;
    this.details = envelope.details;
  }
}

const networkFailure: ErrorEnvelope = {
  success: false,
  code: 'service_unavailable',
  messageKey: 'err_network_abnormal',
  message: 'Network link is abnormal, please try again',
};
const timeoutFailure: ErrorEnvelope = {
  success: false,
  code: 'timeout',
  messageKey: 'err_timeout',
  message: 'The page took longer time to load, please check your network connectivity',
};

export type Query = Record<string, string | number | boolean | undefined>;

/** A path with its query string; undefined values are left out. */
export function withQuery(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

type Method = HttpMethod;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Seal the body with the server's public key: the calls marked "encrypt" (§7.1). */
  encrypt?: boolean;
  /** Send these fields form-encoded instead of a JSON body (§7.2 forgetPassword). */
  form?: Record<string, string>;
  /** Send this file as the raw body, with its own content type (uploads). */
  file?: Blob;
  /** Extra headers, e.g. the Idempotency-Key of a money call. */
  headers?: Record<string, string>;
}

function bodyOf(options: RequestOptions): BodyInit | undefined {
  if (options.file) return options.file;
  if (options.form) return new URLSearchParams(options.form).toString();
  return options.body === undefined ? undefined : JSON.stringify(options.body);
}

/** One round trip: sends `options.body` as JSON and unwraps the envelope. */
async function sendRequest<T>(method: Method, path: string, options: RequestOptions): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const { token, merchantCode } = readSession();
  // a guest's first calls on the home page come answered inside the page
  const answered =
    method === 'GET' && !token
      ? (takeFirstAnswer(withQuery(path, options.query), merchantCode) as Envelope<T> | undefined)
      : undefined;
  if (answered?.success) return answered.value;
  if (token) headers.token = token;
  if (merchantCode) headers.merchant = merchantCode;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (options.file) headers['content-type'] = options.file.type;
  const timeout = AbortSignal.timeout(options.timeoutMs ?? 30_000);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers,
      body: bodyOf(options),
      signal,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(timeoutFailure, 0);
    if (options.signal?.aborted) throw error;
    throw new ApiError(networkFailure, 0);
  }
  let envelope: Envelope<T>;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    throw new ApiError(networkFailure, response.status);
  }
  if (!envelope.success) throw new ApiError(envelope, response.status);
  return envelope.value;
}

/**
 * The sealing code, loaded by the first encrypted call (a login, a registration, a payment
 * password): the first screen of a visit makes none, so it stays out of the first load.
 */
const payloadEncryption = () => import('./payload-encryption.ts');

/** Encryption failing in the browser (no WebCrypto, key unreachable) reads as a network fault. */
async function sealedBody(body: unknown): Promise<unknown> {
  try {
    const { encryptPayload } = await payloadEncryption();
    return await encryptPayload(body);
  } catch {
    throw new ApiError(networkFailure, 0);
  }
}

/**
 * Calls the Lobby API and unwraps the envelope: resolves with `value`, rejects with ApiError.
 * Carries the session token and the brand code the session holds; `encrypt` seals the body.
 */
export async function apiRequest<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  if (!options.encrypt || options.body === undefined) return sendRequest<T>(method, path, options);
  try {
    return await sendRequest<T>(method, path, { ...options, body: await sealedBody(options.body) });
  } catch (error) {
    if (!(error instanceof ApiError) || error.code !== 'decryption_failed') throw error;
    // the server's key may have changed since this page fetched it: fetch it again, once
    (await payloadEncryption()).forgetServerKey();
    return sendRequest<T>(method, path, { ...options, body: await sealedBody(options.body) });
  }
}

/** What a call of an endpoint sends; each part is typed by the endpoint's own schemas. */
export interface CallInput<E extends Endpoint> {
  params?: EndpointParams<E>;
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
  /** Extra headers, e.g. the Idempotency-Key of a money call. */
  headers?: Record<string, string>;
  /** Send these fields form-encoded instead of the JSON body (§7.2 forgetPassword). */
  form?: Record<string, string>;
  /** Send this file as the raw body, with its own content type (uploads). */
  file?: Blob;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * An endpoint as the page calls it: method, path, and whether the body is sealed, typed by the
 * contracts' endpoint object without loading it. The endpoint objects carry the zod schemas the
 * server validates with; the page needs only their types, and zod in the first load would cost
 * about 25 KB gzip. `routeTo<typeof getBalance>('GET', apiPaths.walletBalance)` does not
 * compile if the method or path differs from the endpoint's.
 */
export interface EndpointRoute<E extends Endpoint> {
  method: E['method'];
  path: E['path'];
  encrypted?: boolean;
  /** Only carries the endpoint's type. */
  readonly endpoint?: E;
}

/** The route of an endpoint; a sealed endpoint must say so (`{ encrypted: true }`). */
export function routeTo<E extends Endpoint>(
  method: E['method'],
  path: E['path'],
  ...sealed: E['encrypted'] extends true ? [{ encrypted: true }] : []
): EndpointRoute<E> {
  return { method, path, encrypted: sealed[0]?.encrypted === true };
}

/**
 * Calls one endpoint of the contracts: its method and path (parameters filled in), its body
 * sealed when the endpoint says so, and the answer typed by its response schema. Every
 * fetcher goes through here, so the web cannot ask for an answer shape the server does not give.
 */
export function apiCall<E extends Endpoint>(
  endpoint: E | EndpointRoute<E>,
  input: CallInput<E> = {},
): Promise<EndpointAnswer<E>> {
  const params = (input.params ?? {}) as Record<string, string | number>;
  return apiRequest<EndpointAnswer<E>>(endpoint.method, endpointPath(endpoint, params), {
    query: input.query as Query | undefined,
    body: input.body,
    headers: input.headers,
    form: input.form,
    file: input.file,
    signal: input.signal,
    timeoutMs: input.timeoutMs,
    encrypt: endpoint.encrypted === true,
  });
}
