import type { ContractEndReason, ContractKind, DividendPeriod } from '@lobby/contracts';
import type { DbTransaction } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import type { AgentSettingsRow } from './agent-settings.repository.ts';
import { kindSetting } from './agent-settings.service.ts';
import {
  fromStoredTiers,
  isCoveredBy,
  toStoredTiers,
  topRate,
  type Tier,
} from './contract-ladder.ts';
import { auditContractChange, type ContractActor } from './contract-view.ts';
import type { ContractRow, ContractsRepository } from './contracts.repository.ts';

/**
 * The offer rules an agent's offer and the house's share (docs/agents.md, Rules 2, 3, 5, 7):
 * the kind on, the brand's period and cap, the raise rule, and a pending offer replaced.
 */

/** The dividend period of an offer (the brand's default when absent); the kind must be on. */
export function offerPeriod(
  settings: AgentSettingsRow,
  request: { kind: ContractKind; period?: DividendPeriod | undefined },
): DividendPeriod | null {
  if (!kindSetting(settings, request.kind).enabled) throw new AppError('contract_kind_disabled');
  const period =
    request.kind === 'dividend' ? (request.period ?? settings.dividendPeriods[0]!) : null;
  if (period && !settings.dividendPeriods.includes(period)) {
    throw new AppError('contract_period_not_allowed');
  }
  return period;
}

/** Refuses a kind the brand switched off or a ladder above the brand's cap. */
export function assertBrandAllowsLadder(
  settings: AgentSettingsRow,
  kind: ContractKind,
  ladder: readonly Tier[],
): void {
  const setting = kindSetting(settings, kind);
  if (!setting.enabled) throw new AppError('contract_kind_disabled');
  if (topRate(ladder) > setting.cap) throw new AppError('contract_above_brand_cap');
}

/** Ends live contracts (offers withdrawn, running ones terminated), one audit row each. */
export async function endAuditedContracts(
  contracts: ContractsRepository,
  tx: DbTransaction,
  change: { merchantId: number; ids: number[]; reason: ContractEndReason; actor: ContractActor },
  at: Date,
): Promise<void> {
  const ended = await contracts.endContracts(tx, change.ids, change.reason, at);
  for (const row of ended) {
    const wasRunning = row.state === 'terminated';
    await auditContractChange(tx, {
      merchantId: change.merchantId,
      actor: change.actor,
      action: wasRunning ? 'agent_contract.terminate' : 'agent_contract.withdraw',
      before: { ...row, state: wasRunning ? 'accepted' : 'offered', endReason: null },
      after: row,
    });
  }
}

/** An offer whose parties are checked, ready to be written. */
export interface CheckedOffer {
  merchantId: number;
  kind: ContractKind;
  /** The offering agent; null for the house. */
  uplineId: number | null;
  holderId: number;
  period: DividendPeriod | null;
  ladder: Tier[];
  actor: ContractActor;
}

/**
 * Writes an offer (holder locked by the caller): a raise of a running contract must cover it
 * and keep its period; a pending offer of the kind is replaced. Returns the new contract.
 */
export async function writeOffer(
  contracts: ContractsRepository,
  tx: DbTransaction,
  offer: CheckedOffer,
): Promise<ContractRow> {
  const running = await contracts.findOfHolder(tx, offer.holderId, offer.kind, 'accepted');
  if (running) {
    if (running.period !== offer.period) throw new AppError('contract_period_locked');
    if (!isCoveredBy(fromStoredTiers(running.tiers), offer.ladder)) {
      throw new AppError('contract_rate_lowered');
    }
  }
  const at = new Date();
  const pending = await contracts.findOfHolder(tx, offer.holderId, offer.kind, 'offered');
  if (pending) {
    await endAuditedContracts(
      contracts,
      tx,
      { merchantId: offer.merchantId, ids: [pending.id], reason: 'replaced', actor: offer.actor },
      at,
    );
  }
  const row = await contracts.insert(tx, {
    merchantId: offer.merchantId,
    kind: offer.kind,
    uplineId: offer.uplineId,
    holderId: offer.holderId,
    period: offer.period,
    tiers: toStoredTiers(offer.ladder),
    replacesId: running?.id ?? null,
    offeredAt: at,
  });
  await auditContractChange(tx, {
    merchantId: offer.merchantId,
    actor: offer.actor,
    action: 'agent_contract.offer',
    before: null,
    after: row,
  });
  return row;
}
