import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';

export const uploadedFileParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/**
 * One of the member's own uploaded images. The answer is the image itself (its bytes with
 * its content type), not the JSON envelope.
 */
export const getUploadedFile = defineEndpoint({
  method: 'GET',
  path: `${apiPaths.uploads}/:id`,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'One of my uploaded images',
  params: uploadedFileParamsSchema,
  response: z.instanceof(Uint8Array),
});
