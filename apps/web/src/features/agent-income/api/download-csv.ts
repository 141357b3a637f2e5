import { readSession } from '../../../lib/session-storage.ts';

type Query = Record<string, string | number | undefined>;

/**
 * Fetches a CSV export with the session's token (a plain link cannot carry it) and hands it
 * to the browser as a download. Rejects when the server refuses.
 */
export async function downloadCsv(path: string, query: Query, fileName: string): Promise<void> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  const { token, merchantCode } = readSession();
  const headers: Record<string, string> = { accept: 'text/csv' };
  if (token) headers.token = token;
  if (merchantCode) headers.merchant = merchantCode;
  const response = await fetch(`${path}?${params.toString()}`, { headers });
  if (!response.ok) throw new Error(`CSV export failed: ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
  } finally {
    URL.revokeObjectURL(url);
  }
}
