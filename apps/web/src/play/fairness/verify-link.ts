import type { FairnessUsed, TableRoundView } from '@lobby/contracts';

/** One play of this page, enough to verify it once its server seed is revealed. */
export interface VerifiablePlay {
  roundId: string;
  gameCode: string;
  fairness: FairnessUsed;
  /** The bet's settings the verify page needs (mines, rows, risk, target, direction). */
  settings: Record<string, string>;
}

/**
 * The site's verify page filled in for a play: /verify?game=…&serverSeed=…&clientSeed=…&
 * nonce=…&hash=… plus the bet's settings.
 */
export function verifyUrl(play: VerifiablePlay, serverSeed: string): string {
  const search = new URLSearchParams({
    game: play.gameCode,
    serverSeed,
    clientSeed: play.fairness.clientSeed,
    nonce: String(play.fairness.nonce),
    hash: play.fairness.serverSeedHash,
    ...play.settings,
  });
  return `/verify?${search.toString()}`;
}

/** A dice target in hundredths as the verify page shows it: 5000 → "50.00". */
export function diceTargetText(target: number): string {
  return (target / 100).toFixed(2);
}

/** The site's verify page for a settled table round (nonce 0, the round id as client seed). */
export function roundVerifyUrl(round: TableRoundView): string | null {
  if (!round.serverSeed) return null;
  const search = new URLSearchParams({
    game: round.table,
    serverSeed: round.serverSeed,
    clientSeed: round.clientSeed,
    nonce: '0',
    hash: round.serverSeedHash,
  });
  return `/verify?${search.toString()}`;
}
