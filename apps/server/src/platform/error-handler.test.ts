import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorCatalogue, errorCodes } from '@lobby/contracts';
import { AppError } from './app-error.ts';
import { errorEnvelope, installErrorHandling } from './error-handler.ts';

const secret = 'postgres://lobby:hunter2@db.internal:5432/lobby';

describe('errorEnvelope', () => {
  it('builds the envelope of every catalogue code', () => {
    for (const code of errorCodes) {
      expect(errorEnvelope(code)).toEqual({
        success: false,
        code,
        messageKey: errorCatalogue[code].messageKey,
        message: errorCatalogue[code].message,
      });
    }
  });

  it('adds field problems when given', () => {
    const fields = [{ field: 'body.language', messageKey: 'err_field_invalid', message: 'Bad' }];
    expect(errorEnvelope('validation_failed', fields).fields).toEqual(fields);
  });
});

describe('installErrorHandling', () => {
  const logLines: { level: number; msg: string; err?: { message?: string } }[] = [];
  let app: FastifyInstance;

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const base = Fastify({ logger: { level: 'info', stream }, bodyLimit: 1024 });
    const typed = base.withTypeProvider<ZodTypeProvider>();
    typed.setValidatorCompiler(validatorCompiler);
    typed.setSerializerCompiler(serializerCompiler);
    installErrorHandling(typed);
    typed.get('/app-error', async () => {
      throw new AppError('maintenance');
    });
    typed.get('/app-error-fields', async () => {
      throw new AppError('validation_failed', {
        fields: [{ field: 'body.username', messageKey: 'reg_field_required', message: 'Empty' }],
      });
    });
    typed.get('/crash', async () => {
      throw new Error(`connect ECONNREFUSED ${secret}`);
    });
    typed.get('/crash-sync', () => {
      throw new TypeError(`Cannot read properties of undefined (reading '${secret}')`);
    });
    typed.get(
      '/bad-answer',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({ n: secret }) as unknown as { n: number },
    );
    typed.get(
      '/query',
      { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
      async () => ({ ok: true }),
    );
    typed.post('/body', { schema: { body: z.object({ name: z.string() }) } }, async () => ({
      ok: 1,
    }));
    typed.get('/teapot', async () => {
      throw Object.assign(new Error(secret), { statusCode: 418 });
    });
    typed.get('/limited', async () => {
      throw Object.assign(new Error('Rate limit exceeded'), { statusCode: 429 });
    });
    app = typed;
    await app.ready();
  });
  afterAll(async () => app.close());

  it('turns an AppError into its envelope and status', async () => {
    const res = await app.inject({ url: '/app-error' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(errorEnvelope('maintenance'));
  });

  it('keeps the field problems of an AppError', async () => {
    const res = await app.inject({ url: '/app-error-fields' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual([
      { field: 'body.username', messageKey: 'reg_field_required', message: 'Empty' },
    ]);
  });

  it.each(['/crash', '/crash-sync'])(
    'answers %s with a bare 500 and logs the cause',
    async (url) => {
      const before = logLines.length;
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual(errorEnvelope('unknown'));
      expect(res.body).not.toContain('hunter2');
      expect(res.body).not.toMatch(/stack|ECONNREFUSED|TypeError/);
      const logged = logLines.slice(before).find((line) => line.msg === 'request failed');
      expect(logged?.level).toBe(50);
      expect(logged?.err?.message).toContain('hunter2');
    },
  );

  it('answers an answer that breaks its own schema with a bare 500', async () => {
    const res = await app.inject({ url: '/bad-answer' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual(errorEnvelope('unknown'));
    expect(res.body).not.toContain('hunter2');
  });

  it('reports schema failures as validation_failed with the field path', async () => {
    const res = await app.inject({ url: '/query?page=0' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body).toMatchObject({ code: 'validation_failed', messageKey: 'err_validation_failed' });
    expect(body.fields).toEqual([
      expect.objectContaining({ field: 'querystring.page', messageKey: 'err_field_invalid' }),
    ]);
  });

  it.each([
    ['malformed JSON', '{"name":', 'application/json', 400, 'malformed_body'],
    ['an empty JSON body', '', 'application/json', 400, 'malformed_body'],
    ['an unknown content type', '<name/>', 'application/xml', 415, 'unsupported_media_type'],
    [
      'a body over the limit',
      JSON.stringify({ name: 'x'.repeat(2000) }),
      'application/json',
      413,
      'body_too_large',
    ],
    ['a wrong type', JSON.stringify({ name: 42 }), 'application/json', 400, 'validation_failed'],
  ])('answers %s with a 4xx envelope', async (_name, payload, contentType, status, code) => {
    const res = await app.inject({
      method: 'POST',
      url: '/body',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ success: false, code, messageKey: expect.any(String) });
  });

  it('keeps another client error a 400 without its message', async () => {
    const res = await app.inject({ url: '/teapot' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errorEnvelope('malformed_body'));
  });

  it('maps a 429 to too_many_requests', async () => {
    const res = await app.inject({ url: '/limited' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(errorEnvelope('too_many_requests'));
  });

  it('logs refusals at info level, not as errors', async () => {
    const before = logLines.length;
    await app.inject({ url: '/app-error-fields' });
    const refused = logLines.slice(before).find((line) => line.msg === 'request refused');
    expect(refused?.level).toBe(30);
  });
});
