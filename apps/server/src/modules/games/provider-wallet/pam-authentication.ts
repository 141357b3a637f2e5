import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { PamRefusal } from './pam-answers.ts';
import {
  providerApiToken,
  providerSigningSecret,
  secretsMatch,
  signRequestBody,
  type ProviderIdentity,
} from './pam-credentials.ts';
import type { PamCaller } from './pam-port.ts';
import { createProviderDirectory } from './pam-provider-directory.ts';

export interface PamAuthenticationDeps {
  db: Db;
  hmacKey: Buffer;
  /** How long a provider row is reused (CACHE_TTL_MS); 0 reads it on every call. */
  cacheTtlMs: number;
}

const bearerPrefix = 'Bearer ';

function headerText(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

/** The `provider` query parameter; missing is the document's PAM_ERR_MISSING_PROVIDER. */
export function providerOf(request: FastifyRequest): string {
  const { provider } = request.query as Record<string, unknown>;
  if (typeof provider !== 'string' || provider.length === 0 || provider.length > 64) {
    throw new PamRefusal('PAM_ERR_MISSING_PROVIDER');
  }
  return provider;
}

interface DerivedCredentials {
  apiToken: string;
  signingSecret: string;
}

/** Derived credentials kept at most; beyond, the memo starts over (they are cheap to derive). */
const maxRememberedCredentials = 1_000;

/**
 * Authenticates provider calls before anything reads their body: the bearer token of the
 * `provider` named in the query, and for signing providers the X-Signature HMAC over the raw
 * body bytes (an empty body for calls without one). Both compared in constant time. An
 * unknown provider is refused like a wrong token, so the answer tells nothing about which
 * providers exist. Provider rows come from a short-lived cache; the credentials derived from
 * a row's version are remembered by that version, so a rotation is never answered with old
 * ones once the row is read again.
 */
export function createProviderAuthentication(deps: PamAuthenticationDeps) {
  const providers = createProviderDirectory(deps.db, deps.cacheTtlMs);
  const derived = new Map<string, DerivedCredentials>();

  function credentialsOf(identity: ProviderIdentity): DerivedCredentials {
    const key = `${identity.merchantId}|${identity.credentialVersion}|${identity.code}`;
    let credentials = derived.get(key);
    if (!credentials) {
      credentials = {
        apiToken: providerApiToken(deps.hmacKey, identity),
        signingSecret: providerSigningSecret(deps.hmacKey, identity),
      };
      if (derived.size >= maxRememberedCredentials) derived.clear();
      derived.set(key, credentials);
    }
    return credentials;
  }

  return async function authenticateProvider(
    request: FastifyRequest,
    rawBody: Buffer,
  ): Promise<PamCaller> {
    const code = providerOf(request);
    const found = await providers.find(request.merchant.id, code);
    const authorization = headerText(request, 'authorization');
    const presented = authorization.startsWith(bearerPrefix)
      ? authorization.slice(bearerPrefix.length)
      : '';
    const credentials = credentialsOf({
      merchantId: request.merchant.id,
      code,
      credentialVersion: found?.provider.credentialVersion ?? 0,
    });
    // the comparison runs for unknown providers too, so their answer takes as long
    const tokenMatches = secretsMatch(presented, credentials.apiToken);
    if (!found || !tokenMatches) throw new PamRefusal('PAM_ERR_API_TOKEN');
    if (found.provider.signsRequests) {
      const expected = signRequestBody(credentials.signingSecret, rawBody);
      const signature = headerText(request, 'x-signature').toLowerCase();
      if (!secretsMatch(signature, expected)) {
        throw new PamRefusal('PAM_ERR_API_TOKEN', { message: 'invalid request signature' });
      }
    }
    const correlationId = headerText(request, 'x-correlation-id');
    return {
      merchantId: request.merchant.id,
      providerCode: code,
      ...(correlationId ? { correlationId } : {}),
    };
  };
}
