import type { DbTransaction } from '../../db/rows.ts';
import type { ActivityEvent } from '../../platform/activity-feed.ts';
import { progressDelta } from './mission-rules.ts';
import type { MissionRow, MissionsRepository, ProgressKey } from './missions.repository.ts';
import { periodHolding } from './periods.ts';

interface PendingProgress {
  key: ProgressKey;
  mission: MissionRow;
  amount: bigint;
  vendors: Map<string, number>;
}

/** Adds signed vendor rounds to a member's counts; vendors at zero drop out. */
function mergeVendors(
  stored: Record<string, number>,
  deltas: Map<string, number>,
): Record<string, number> {
  const merged = { ...stored };
  for (const [vendor, delta] of deltas) {
    const count = (merged[vendor] ?? 0) + delta;
    if (count > 0) merged[vendor] = count;
    else delete merged[vendor];
  }
  return merged;
}

/**
 * Folds a batch of events into the progress rows of the missions they count for, in the
 * period each event happened in (a take-back lands in its round's period). Rows are locked
 * before they are read, so two batches of one member never lose each other's progress; a
 * claimed row is frozen (a take-back after the claim takes nothing back).
 */
export async function applyMissionEvents(
  tx: DbTransaction,
  repository: MissionsRepository,
  missions: readonly MissionRow[],
  timeZones: ReadonlyMap<number, string>,
  events: readonly ActivityEvent[],
): Promise<void> {
  const pending = new Map<string, PendingProgress>();
  for (const event of events) {
    for (const mission of missions) {
      if (mission.merchantId !== event.merchantId) continue;
      const delta = progressDelta(mission, event);
      if (!delta) continue;
      const timeZone = timeZones.get(event.merchantId) ?? 'UTC';
      const periodKey = periodHolding(mission.period, event.occurredAt, timeZone).key;
      const id = `${mission.id}|${event.memberId}|${periodKey}`;
      let entry = pending.get(id);
      if (!entry) {
        entry = {
          key: {
            missionId: mission.id,
            memberId: event.memberId,
            periodKey,
            merchantId: mission.merchantId,
          },
          mission,
          amount: 0n,
          vendors: new Map(),
        };
        pending.set(id, entry);
      }
      entry.amount += delta.amount;
      if (delta.vendor) {
        entry.vendors.set(delta.vendor, (entry.vendors.get(delta.vendor) ?? 0) + event.sign);
      }
    }
  }
  if (pending.size === 0) return;
  const rows = await repository.lockProgress(
    tx,
    [...pending.values()].map((entry) => entry.key),
  );
  for (const row of rows) {
    if (row.claimedAt !== null) continue;
    const entry = pending.get(`${row.missionId}|${row.memberId}|${row.periodKey}`);
    if (!entry) continue;
    if (entry.mission.goalKind === 'distinct_vendors') {
      const vendors = mergeVendors(row.vendorRounds, entry.vendors);
      await repository.saveProgress(tx, entry.key, BigInt(Object.keys(vendors).length), vendors);
    } else {
      const progress = row.progress + entry.amount;
      await repository.saveProgress(tx, entry.key, progress > 0n ? progress : 0n, row.vendorRounds);
    }
  }
}
