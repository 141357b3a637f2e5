import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FieldError } from '@lobby/contracts';
import { AppError } from './app-error.ts';

const nul = '\u0000';
/** Objects nested deeper than this are not walked further (no request needs it). */
const maxDepth = 32;

/** The dotted path of the first string (value or key) holding U+0000 inside `value`, if any. */
export function findNulCharacter(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes(nul) ? where : undefined;
  if (value === null || typeof value !== 'object' || depth > maxDepth) return undefined;
  if (Buffer.isBuffer(value)) return findInRawBody(value, where);
  for (const [key, inner] of Object.entries(value)) {
    const path = `${where}.${key}`;
    if (key.includes(nul)) return path;
    const found = findNulCharacter(inner, path, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * A body kept as bytes: the PAM API's JSON (its signature is checked over the bytes), or a file
 * (an uploaded image, where NUL bytes belong). Only a JSON text whose strings decode to U+0000
 * (`\u0000` escapes) is refused; a raw NUL byte makes JSON invalid, which its route refuses.
 */
function findInRawBody(body: Buffer, where: string): string | undefined {
  if (!body.includes('\\u0000') && !body.includes('\\U0000')) return undefined;
  try {
    return findNulCharacter(JSON.parse(body.toString('utf8')), where);
  } catch {
    return undefined; // not JSON: the route refuses it on its own terms
  }
}

function refuseNul(request: FastifyRequest, parts: Array<[string, unknown]>): void {
  for (const [name, value] of parts) {
    const field = findNulCharacter(value, name);
    if (!field) continue;
    const fields: FieldError[] = [
      { field, messageKey: 'err_nul_character', message: 'Contains a character not allowed' },
    ];
    request.log.info({ field }, 'refused a NUL character');
    throw new AppError('nul_character', { fields });
  }
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in any string a client sends would fail deep in a
 * statement as a 500. One guard refuses it as a 400 before anything runs, on every route (raw,
 * socket and provider routes included; their own error handlers shape the envelope):
 * headers, path and query on arrival, the body once it is read, which is after a sealed body
 * was opened by its route (preValidation), so the check sees what the handler will see.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    refuseNul(request, [
      ['headers', request.headers],
      ['params', request.params],
      ['query', request.query],
    ]);
  });
  app.addHook('preHandler', async (request) => {
    refuseNul(request, [['body', request.body]]);
  });
}
