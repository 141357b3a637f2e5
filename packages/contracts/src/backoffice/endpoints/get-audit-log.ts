import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { auditPageSchema, auditQuerySchema } from '../audit.ts';

/** An admin reads who did what to money, accounts and settings of the brand. */
export const getAuditLog = defineEndpoint({
  method: 'GET',
  path: apiPaths.boAudit,
  auth: endpointAuth.staff('admin'),
  tag: 'backoffice',
  summary: 'The brand’s audit log, newest first; filter by subject',
  query: auditQuerySchema,
  response: auditPageSchema,
});
