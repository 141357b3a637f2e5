import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getUploadedFile, maxUploadBytes, uploadFile } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import type { FileStorage } from './file-storage.ts';
import type { RequireMember } from './member-guard.ts';
import { AppError } from './app-error.ts';
import { createRouteKit, type RouteRate } from './route-kit.ts';
import { bytesOf, findOwnedFile, storeUpload, type ImageType } from './uploads.service.ts';

const imageTypes: readonly ImageType[] = ['image/png', 'image/jpeg'];

/** 20 uploads per member in 10 minutes: no per-minute tier fits. */
const uploadRate: RouteRate = {
  custom: {
    max: 20,
    timeWindow: '10 minutes',
    hook: 'onRequest',
    keyGenerator: (request: FastifyRequest) => `member:${request.member.id}`,
  },
};

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

  const { route, rawRoute } = createRouteKit(app, { requireMember: deps.requireMember });

  // auth before the body is read: an anonymous caller cannot make us buffer 5 MB; counted per
  // member after the auth guard, so one member cannot fill the disk
  // the raw body may be 5 MB whatever its type (a wrong type is refused as upload_type)
  const uploadOptions = {
    rate: uploadRate,
    authAt: 'onRequest',
    bodyLimit: maxUploadBytes,
  } as const;
  route(uploadFile, uploadOptions, async (request) => {
    // no body schema: the image parser hands over bytes, any other body is refused here
    const bytes: unknown = request.body;
    if (!Buffer.isBuffer(bytes)) throw new AppError('upload_type');
    return storeUpload(deps, {
      merchantId: request.merchant.id,
      memberId: request.member.id,
      purpose: request.query.purpose,
      declaredType: mediaTypeOf(request.headers['content-type']),
      bytes,
    });
  });

  // the image itself, not an envelope
  rawRoute(getUploadedFile, { rate: 'frequent' }, async (request, reply) => {
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
  });
};
