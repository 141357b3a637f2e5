import type { ErrorEnvelope } from '@lobby/contracts';
import { ApiError, withQuery, type Query } from './api-client.ts';
import { readSession } from './session-storage.ts';

/**
 * Fetches a file answer of the API (a CSV export) with the session's token and brand, and
 * hands it to the browser as a download named `fileName`. A refusal arrives as the usual
 * envelope and is thrown as an ApiError.
 */
export async function downloadApiFile(path: string, query: Query, fileName: string) {
  const { token, merchantCode } = readSession();
  const headers: Record<string, string> = {};
  if (token) headers.token = token;
  if (merchantCode) headers.merchant = merchantCode;
  const response = await fetch(withQuery(path, query), { headers });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as ErrorEnvelope | null;
    throw new ApiError(
      envelope ?? {
        success: false,
        code: 'service_unavailable',
        messageKey: 'err_network_abnormal',
        message: 'Network link is abnormal, please try again',
      },
      response.status,
    );
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
