import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  maxUploadBytes,
  successEnvelope,
  uploadPurposes,
  uploadResultSchema,
} from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import type { RequireMember } from './member-guard.ts';
import { AppError } from './app-error.ts';
import { bytesOf, findOwnedFile, storeUpload, type ImageType } from './uploads.service.ts';

const imageTypes: readonly ImageType[] = ['image/png', 'image/jpeg'];

const perMember = (request: FastifyRequest) => `member:${request.member.id}`;
const limits = {
  // counted per member after the auth guard, so one member cannot fill the disk
  upload: { max: 20, timeWindow: '10 minutes', hook: 'onRequest', keyGenerator: perMember },
  read: { max: 120, timeWindow: '1 minute' },
} as const;

/** Fastify's refusals of a body, in this scope's words. */
const bodyRefusals: Record<string, 'upload_too_large' | 'upload_type'> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'upload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'upload_type',
};

/** The media type of a Content-Type header, without parameters. */
function mediaTypeOf(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

export interface UploadRoutesDeps {
  db: Db;
  requireMember: RequireMember;
  storage: FileStorage;
}

/**
 * PUT /wps/files?purpose=… takes one png or jpeg as the raw body (at most 5 MB) and answers its
 * fileId; GET /wps/files/:id gives it back to its uploader only.
 */
export const uploadRoutes: FastifyPluginAsyncZod<UploadRoutesDeps> = async (app, deps) => {
  // image bodies are accepted in this scope only, kept as bytes, never parsed
  app.addContentTypeParser(
    [...imageTypes],
    { parseAs: 'buffer', bodyLimit: maxUploadBytes },
    (_request, body, done) => done(null, body),
  );
  // thrown on to the app's handler, which writes the envelope
  app.setErrorHandler((error: FastifyError) => {
    const refusal = error.code ? bodyRefusals[error.code] : undefined;
    throw refusal ? new AppError(refusal, { cause: error }) : error;
  });

  app.put(
    apiPaths.uploads,
    {
      // auth before the body is read: an anonymous caller cannot make us buffer 5 MB
      onRequest: deps.requireMember(),
      config: { rateLimit: limits.upload },
      bodyLimit: maxUploadBytes,
      schema: {
        tags: ['payments'],
        summary: 'Upload a proof image (raw png or jpeg body, at most 5 MB)',
        querystring: z.object({ purpose: z.enum(uploadPurposes) }),
        response: { 200: successEnvelope(uploadResultSchema) },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new AppError('upload_type');
      const value = await storeUpload(deps, {
        merchantId: request.merchant.id,
        memberId: request.member.id,
        purpose: request.query.purpose,
        declaredType: mediaTypeOf(request.headers['content-type']),
        bytes: request.body,
      });
      return { success: true as const, value };
    },
  );

  app.get(
    `${apiPaths.uploads}/:id`,
    {
      config: { rateLimit: limits.read },
      preHandler: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'One of my uploaded images',
        params: z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) }),
      },
    },
    async (request, reply) => {
      const file = await findOwnedFile(deps.db, {
        merchantId: request.merchant.id,
        memberId: request.member.id,
        fileId: request.params.id,
      });
      const bytes = await bytesOf(deps.storage, file);
      return reply
        .header('content-type', file.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', 'inline')
        .header('cache-control', 'private, no-store')
        .send(bytes);
    },
  );
};
