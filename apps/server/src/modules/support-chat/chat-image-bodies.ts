import type { FastifyError, FastifyInstance } from 'fastify';
import { maxChatImageBytes } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';

/** Fastify's refusals of a body, in the chat's words. */
const bodyRefusals: Record<string, 'upload_too_large' | 'upload_type'> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'upload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'upload_type',
};

/**
 * Lets the routes of `scope` take one png or jpeg as the raw body (kept as bytes, at most
 * 2 MB); the bytes are checked by content when stored (chat-images.ts).
 */
export function acceptImageBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    ['image/png', 'image/jpeg'],
    { parseAs: 'buffer', bodyLimit: maxChatImageBytes },
    (_request, body, done) => done(null, body),
  );
  // thrown on to the app's handler, which writes the envelope
  scope.setErrorHandler((error: FastifyError) => {
    const refusal = error.code ? bodyRefusals[error.code] : undefined;
    throw refusal ? new AppError(refusal, { cause: error }) : error;
  });
}

/** The raw image body and its declared type; any other body is upload_type. */
export function imageBodyOf(request: { body: unknown; headers: { 'content-type'?: string } }) {
  if (!Buffer.isBuffer(request.body)) throw new AppError('upload_type');
  const declaredType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return { bytes: request.body, declaredType };
}
