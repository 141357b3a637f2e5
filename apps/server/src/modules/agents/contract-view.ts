import { contractKinds, type ContractKind, type ContractView } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { fromStoredTiers, tiersForView } from './contract-ladder.ts';
import type { ContractRow, ContractWithParties } from './contracts.repository.ts';

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/** A contract with its parties as the API shows it. */
export function contractView(row: ContractWithParties, currencyDecimals: number): ContractView {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    upline: row.upline,
    holder: row.holder,
    holderNickname: row.holderNickname,
    period: row.period,
    tiers: tiersForView(row.kind, fromStoredTiers(row.tiers), currencyDecimals),
    replacesId: row.replacesId,
    offeredAt: row.offeredAt.toISOString(),
    answeredAt: iso(row.answeredAt),
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
  };
}

/** Who changed a contract: an account, an operator (house contracts), or the system (§4.11). */
export type ContractActor =
  { kind: 'member' | 'staff'; id: number; ip: string } | { kind: 'system' };

/** The audit row of one contract state change: actor, time, before and after. */
export async function auditContractChange(
  db: Executor,
  entry: {
    merchantId: number;
    actor: ContractActor;
    action: string;
    before: ContractRow | null;
    after: ContractRow;
    reason?: string;
  },
): Promise<void> {
  const snapshot = (row: ContractRow | null) =>
    row && {
      state: row.state,
      kind: row.kind,
      uplineId: row.uplineId,
      holderId: row.holderId,
      period: row.period,
      tiers: row.tiers,
      endReason: row.endReason,
    };
  await recordAudit(db, {
    merchantId: entry.merchantId,
    actorKind: entry.actor.kind,
    actorId: entry.actor.kind === 'system' ? null : entry.actor.id,
    action: entry.action,
    subjectKind: 'agent_contract',
    subjectId: entry.after.id,
    reason: entry.reason ?? entry.after.endReason ?? null,
    before: snapshot(entry.before),
    after: snapshot(entry.after),
    ip: entry.actor.kind === 'system' ? null : entry.actor.ip,
  });
}

/** The §3 field of each kind in the consolidated contract info. */
export const requestTypeFields = {
  daily_salary: 'dailysalreqtype',
  dividend: 'divtypereq',
  hourly_salary: 'contracthoursalreqtype',
  realtime_salary: 'realtimesalreqtype',
} as const satisfies Record<ContractKind, string>;

export type ContractRequestTypes = Record<(typeof requestTypeFields)[ContractKind], number>;

/** All four request types at 0. */
export function noContractRequests(): ContractRequestTypes {
  return Object.fromEntries(
    contractKinds.map((kind) => [requestTypeFields[kind], 0]),
  ) as ContractRequestTypes;
}
