import { agentReportPaths } from '@lobby/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { readSession } from '../../../lib/session-storage.ts';
import type { TeamReportKind, TeamReportParams } from './team-report-query.ts';

const csvPaths: Record<TeamReportKind, string> = {
  betting: agentReportPaths.bettingCsv,
  profitLoss: agentReportPaths.profitLossCsv,
};

/**
 * GET /wps/agent/reports/{betting,profit-loss}.csv: the same filters, every row, as a file.
 * The answer is text/csv, not an envelope (a refusal still is one), so it is read here.
 */
export async function fetchTeamCsv(kind: TeamReportKind, params: TeamReportParams): Promise<Blob> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    // paging is the screen's: the file holds every row
    if (value !== undefined && key !== 'pageNo' && key !== 'pageSize') {
      query.set(key, String(value));
    }
  }
  const { token, merchantCode } = readSession();
  const headers: Record<string, string> = { accept: 'text/csv, application/json' };
  if (token) headers.token = token;
  if (merchantCode) headers.merchant = merchantCode;
  const text = query.toString();
  const response = await fetch(`${csvPaths[kind]}${text ? `?${text}` : ''}`, { headers });
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as
      ConstructorParameters<typeof ApiError>[0] | null;
    throw new ApiError(
      envelope ?? {
        success: false,
        code: 'unknown',
        messageKey: 'err_unknown',
        message: 'Unknown error',
      },
      response.status,
    );
  }
  return response.blob();
}

/** Hands a file to the browser's download. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
