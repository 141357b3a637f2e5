import { z } from 'zod';
import type { DrawLotteryKind } from '@lobby/game-math';

/**
 * Where official results can come from besides an operator's hands (docs/lottery.md
 * "Results"): an adapter answers a station's sheet for a local draw date, or null when it has
 * none. A sheet it answers is entered as a pending result like an operator's entry (entered_by
 * null: the feed) and still needs an operator's confirmation before anything settles.
 */
export interface DrawResultsFeed {
  readonly name: string;
  fetchResult(kind: DrawLotteryKind, station: string, drawDate: string): Promise<number[] | null>;
}

/** The embedded default: no feed; every result is entered by an operator (manual entry only). */
export const manualEntryOnly: DrawResultsFeed = {
  name: 'manual',
  fetchResult: () => Promise.resolve(null),
};

/** What a feed's answer must look like: the sheet's numbers in prize order. */
const feedAnswerSchema = z.object({
  numbers: z.array(z.number().int().min(0).max(999_999)).min(1).max(40),
});

/** Where the HTTP feed reports what it could not read (the job goes on either way). */
export interface FeedLogger {
  warn(details: object, message: string): void;
}

/** A feed that does not answer within this is treated as not published yet. */
const feedTimeoutMs = 10_000;

/**
 * The results feed over HTTP JSON (config LOTTERY_RESULTS_FEED_URL):
 * `GET {baseUrl}/{kind}/{station}/{drawDate}` → `{ numbers: number[] }`. A 404 is "not yet
 * published" (null); any other failure — network, status, a body that is not a sheet — is
 * logged and also answers null, so it never throws into the job.
 */
export function createHttpResultsFeed(options: {
  baseUrl: string;
  fetch: typeof globalThis.fetch;
  log: FeedLogger;
}): DrawResultsFeed {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    name: 'http',
    async fetchResult(kind, station, drawDate) {
      const url = [base, kind, station, drawDate].map((part, i) =>
        i === 0 ? part : encodeURIComponent(part),
      );
      const where = { kind, station, drawDate };
      try {
        const response = await options.fetch(url.join('/'), {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(feedTimeoutMs),
        });
        if (response.status === 404) return null;
        if (!response.ok) {
          options.log.warn({ ...where, status: response.status }, 'results feed refused');
          return null;
        }
        const body: unknown = await response.json().catch(() => undefined);
        const answer = feedAnswerSchema.safeParse(body);
        if (!answer.success) {
          options.log.warn(where, 'results feed answered something that is not a sheet');
          return null;
        }
        return answer.data.numbers;
      } catch (error) {
        options.log.warn({ ...where, error: String(error) }, 'results feed unreachable');
        return null;
      }
    },
  };
}
