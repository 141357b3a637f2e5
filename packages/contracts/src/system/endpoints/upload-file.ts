import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { uploadPurposes, uploadResultSchema } from '../../payments/deposits.ts';
import { apiPaths } from '../../paths.ts';

/** What an upload is for: the purpose decides who may later attach it. */
export const uploadQuerySchema = z.object({ purpose: z.enum(uploadPurposes) });

/**
 * A proof image (png or jpeg, at most maxUploadBytes) sent as the raw body, not JSON; the
 * answer is its fileId. A platform call used by payments, hence its docs group.
 */
export const uploadFile = defineEndpoint({
  method: 'PUT',
  path: apiPaths.uploads,
  auth: endpointAuth.member,
  tag: 'payments',
  summary: 'Upload a proof image (raw png or jpeg body, at most 5 MB)',
  query: uploadQuerySchema,
  response: uploadResultSchema,
});
