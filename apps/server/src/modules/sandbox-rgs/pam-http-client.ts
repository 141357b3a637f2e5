import { randomUUID } from 'node:crypto';
import { pamBasePath, pamHeaders, type PamResponse } from '@lobby/contracts';
import { providerApiToken, providerSigningSecret, signRequestBody } from '../games/index.ts';
import type { ProviderIdentity } from '../games/index.ts';

/** Who the RGS is when it calls Lobby's PAM API: its provider identity and the brand. */
export interface PamCallerIdentity {
  provider: ProviderIdentity;
  brandCode: string;
}

/**
 * Calls Lobby's public PAM API over real HTTP, exactly as a remote provider would: bearer
 * token and signing secret derived like the provider wallet derives them, each body signed.
 */
export function createPamHttpClient(deps: { baseUrl: string; hmacKey: Buffer }) {
  return async function callPam(
    caller: PamCallerIdentity,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    playerToken: string,
    body?: unknown,
  ): Promise<PamResponse> {
    const rawBody = body === undefined ? '' : JSON.stringify(body);
    const secret = providerSigningSecret(deps.hmacKey, caller.provider);
    const url = new URL(`${pamBasePath}${path}`, deps.baseUrl);
    url.searchParams.set('provider', caller.provider.code);
    const response = await fetch(url, {
      method,
      headers: {
        authorization: `Bearer ${providerApiToken(deps.hmacKey, caller.provider)}`,
        merchant: caller.brandCode,
        [pamHeaders.correlationId]: randomUUID(),
        [pamHeaders.playerToken]: playerToken,
        [pamHeaders.signature]: signRequestBody(secret, rawBody),
        ...(rawBody ? { 'content-type': 'application/json' } : {}),
      },
      ...(rawBody ? { body: rawBody } : {}),
      signal: AbortSignal.timeout(10_000),
    });
    return (await response.json()) as PamResponse;
  };
}

/** One call to the PAM API as the RGS makes it. */
export type PamHttpCall = ReturnType<typeof createPamHttpClient>;
