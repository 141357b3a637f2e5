const dayMs = 86_400_000;

/** The issue intervals a fast game may run: 1 to 5 whole minutes (each divides a day). */
export const allowedIntervals = [60, 120, 180, 240, 300] as const;

/** One issue's place in the day: its number and its times. */
export interface IssueSlot {
  issueNo: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

const datePart = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');

/**
 * The issue drawn at `drawsAtMs` (a multiple of the interval): numbered by the UTC date and its
 * sequence in that day (`20261127-0001` draws one interval after midnight; the midnight draw
 * is the previous day's last). It opens when the one before draws and closes `cutoff`
 * seconds before its own draw.
 */
export function issueSlot(
  drawsAtMs: number,
  intervalSeconds: number,
  cutoffSeconds: number,
): IssueSlot {
  const intervalMs = intervalSeconds * 1000;
  const dayStart = Math.floor((drawsAtMs - 1) / dayMs) * dayMs;
  const sequence = Math.round((drawsAtMs - dayStart) / intervalMs);
  return {
    issueNo: `${datePart(dayStart)}-${String(sequence).padStart(4, '0')}`,
    opensAt: new Date(drawsAtMs - intervalMs),
    closesAt: new Date(drawsAtMs - cutoffSeconds * 1000),
    drawsAt: new Date(drawsAtMs),
  };
}

/** The next `count` issues after `nowMs`: the one open now first. */
export function upcomingSlots(
  nowMs: number,
  intervalSeconds: number,
  cutoffSeconds: number,
  count: number,
): IssueSlot[] {
  const intervalMs = intervalSeconds * 1000;
  const first = (Math.floor(nowMs / intervalMs) + 1) * intervalMs;
  return Array.from({ length: count }, (_, i) =>
    issueSlot(first + i * intervalMs, intervalSeconds, cutoffSeconds),
  );
}
