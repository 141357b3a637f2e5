import type { FastifyInstance, FastifyRequest } from 'fastify';
import { firstCallKey, supportedLanguages } from '@lobby/contracts';
import {
  firstCallUrl,
  homeFirstCalls,
  type FirstAnswer,
  type FirstAnswers,
} from '../platform/first-answers.ts';
import { resolveMerchant, type MerchantDirectory } from '../platform/merchant-context.ts';

/** The language the web app will start in: the one it keeps in its `lang` cookie, else English. */
export function startLanguageOf(request: FastifyRequest): string {
  const cookie = String(request.headers.cookie ?? '');
  const chosen = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(cookie)?.[1];
  return chosen && (supportedLanguages as readonly string[]).includes(chosen) ? chosen : 'en';
}

/** Whether a body is a success envelope (the only answers the web app may take as its own). */
function isSuccessEnvelope(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown };
    return parsed.success === true;
  } catch {
    return false;
  }
}

/**
 * The home page's first answers for this request (platform/first-answers.ts): the guest's
 * calls, asked of the app's own routes as the browser would ask them (same host, so the same
 * brand; the visitor's address, so the same rate limits), in the language the page will start
 * in. An answer that is not a success is left out, and the page asks for it as before. The
 * brand is named, so a page whose session holds another brand's code takes none of them.
 */
export function homeFirstAnswers(app: FastifyInstance, merchantDirectory: MerchantDirectory) {
  return async (request: FastifyRequest): Promise<FirstAnswers | undefined> => {
    const brand = await resolveMerchant(request, merchantDirectory).catch(() => undefined);
    if (!brand) return undefined;
    const headers: Record<string, string> = { accept: 'application/json' };
    for (const name of ['host', 'x-forwarded-host', 'x-forwarded-proto', 'user-agent']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const answers = await Promise.all(
      homeFirstCalls(startLanguageOf(request)).map(async (call) => {
        const response = await app.inject({
          method: 'GET',
          url: firstCallUrl(call),
          headers,
          remoteAddress: request.ip,
        });
        if (response.statusCode !== 200 || !isSuccessEnvelope(response.body)) return undefined;
        return { key: firstCallKey(call.path, call.query ?? {}), body: response.body };
      }),
    );
    return {
      brand: brand.code,
      answers: answers.filter((answer): answer is FirstAnswer => answer !== undefined),
    };
  };
}
