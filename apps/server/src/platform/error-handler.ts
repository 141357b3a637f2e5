import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import {
  errorCatalogue,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
  registerFieldKindMessages,
} from '@lobby/contracts';
import { AppError } from './app-error.ts';

/** Builds the failure envelope for a catalogue code. */
export function errorEnvelope(
  code: ErrorCode,
  fields?: FieldError[],
  details?: Record<string, unknown>,
): ErrorEnvelope {
  const entry = errorCatalogue[code];
  return {
    success: false,
    code,
    messageKey: entry.messageKey,
    message: entry.message,
    ...(fields ? { fields } : {}),
    ...(details ? { details } : {}),
  };
}

/** Fastify's own client-error codes mapped onto the catalogue. */
const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformed_body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'malformed_body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_TYPE: 'unsupported_media_type',
  FST_ERR_VALIDATION: 'validation_failed',
};

function toFieldErrors(error: FastifyError): FieldError[] {
  if (!hasZodFastifySchemaValidationErrors(error)) return [];
  return error.validation.map((issue) => {
    const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const field = [error.validationContext, where].filter(Boolean).join('.');
    // a field kind's rule names its own text key (contracts' registerFieldKinds)
    const kindMessage = issue.message ? registerFieldKindMessages[issue.message] : undefined;
    if (kindMessage) return { field, messageKey: issue.message!, message: kindMessage };
    return { field, messageKey: 'err_field_invalid', message: issue.message ?? 'Invalid value' };
  });
}

function classify(error: FastifyError): {
  code: ErrorCode;
  fields?: FieldError[];
  details?: Record<string, unknown>;
} {
  if (error instanceof AppError) {
    return { code: error.code, fields: error.fields, details: error.details };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { code: 'validation_failed', fields: toFieldErrors(error) };
  }
  if (isResponseSerializationError(error)) return { code: 'unknown' };
  const mapped = error.code ? fastifyCodes[error.code] : undefined;
  if (mapped) return { code: mapped };
  if (error.statusCode === 429) return { code: 'too_many_requests' };
  // any other client error Fastify raises (e.g. a malformed URL) stays a 400, never a 500
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)
    return { code: 'malformed_body' };
  return { code: 'unknown' };
}

/**
 * Installs the one error path: every failure leaves as the envelope, 5xx without internals.
 * Unknown routes are answered by the web app's not-found handler (platform/web-app.ts).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { code, fields, details } = classify(error);
    const status = errorCatalogue[code].status;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code, err: error.message }, 'request refused');
    // a refusal that knows its real wait says it in the header too (RFC 9110 Retry-After)
    const retryAfter = details?.retryAfterSeconds;
    if (typeof retryAfter === 'number' && retryAfter > 0) {
      reply.header('retry-after', String(Math.ceil(retryAfter)));
    }
    return reply.status(status).send(errorEnvelope(code, fields, details));
  });
}
