import { drawIssue, hashServerSeed, isLotteryKind } from '@lobby/game-math';

/** What the verify form holds for one fast-game issue (text as typed). */
export interface LotteryVerifyForm {
  kind: string;
  issueNo: string;
  serverSeed: string;
  beacon: string;
  /** What the house published: the seed commitment and the drawn numbers (optional). */
  seedHash: string;
  result: string;
}

export interface LotteryVerifyOutcome {
  /** SHA-256 of the server seed as typed. */
  hash: string;
  /** The numbers recomputed here with the server's own draw code. */
  numbers: number[];
  hashMatches: boolean | null;
  resultMatches: boolean | null;
}

const published = (text: string) => text.trim().toLowerCase();

/**
 * Recomputes an issue's draw in the browser with `drawIssue` from @lobby/game-math, the code
 * the server draws with: HMAC-SHA256(server seed, `issueNo:beacon:counter`), rejection
 * sampling, Fisher–Yates for distinct numbers. Null until a kind, issue, seed and beacon exist.
 */
export function recomputeDraw(form: LotteryVerifyForm): LotteryVerifyOutcome | null {
  const serverSeed = form.serverSeed.trim();
  const issueNo = form.issueNo.trim();
  const beacon = form.beacon.trim();
  if (!isLotteryKind(form.kind) || !serverSeed || !issueNo || !beacon) return null;
  const numbers = drawIssue({ kind: form.kind, serverSeed, issueId: issueNo, beacon });
  const hash = hashServerSeed(serverSeed);
  const result = published(form.result);
  return {
    hash,
    numbers,
    hashMatches: published(form.seedHash) === '' ? null : published(form.seedHash) === hash,
    resultMatches: result === '' ? null : result.replace(/\s+/g, '') === numbers.join(','),
  };
}
