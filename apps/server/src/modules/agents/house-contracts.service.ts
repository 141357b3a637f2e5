import { isAgentType, type ContractView, type OfferHouseContractRequest } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { AgentSettingsRepository } from './agent-settings.repository.ts';
import { parseLadder } from './contract-ladder.ts';
import {
  assertBrandAllowsLadder,
  endAuditedContracts,
  offerPeriod,
  writeOffer,
} from './contract-offer.ts';
import type { ContractActor } from './contract-view.ts';
import type { ContractsRepository } from './contracts.repository.ts';
import type { ContractsService } from './contracts.service.ts';
import type { TeamRepository } from './team.repository.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals'>;

/** The operator making the call (audited as staff). */
export interface StaffCall {
  staffId: number;
  ip: string;
}

/**
 * House contracts (docs/agents.md, "The house as offerer"): the operator offers a top-level
 * agent a contract the house pays, under the brand cap and the same ladder, raise and
 * replacement rules as an agent's offer; the agent answers it like any offer. The operator
 * withdraws or terminates only house contracts.
 */
export function createHouseContractsService(deps: {
  db: Db;
  settings: AgentSettingsRepository;
  contracts: ContractsRepository;
  team: TeamRepository;
  views: Pick<ContractsService, 'viewOf'>;
  /** Tells the holder's open pages that an offer awaits it (after the offer committed). */
  notifyOffer?: (holderId: number) => void;
}) {
  const { db, contracts, team } = deps;
  const actorOf = (staff: StaffCall): ContractActor => ({
    kind: 'staff',
    id: staff.staffId,
    ip: staff.ip,
  });

  return {
    async offer(
      merchant: Brand,
      staff: StaffCall,
      request: OfferHouseContractRequest,
    ): Promise<ContractView> {
      const ladder = parseLadder(request.kind, request.tiers, merchant.currencyDecimals);
      const { id, holderId } = await db.transaction(async (tx) => {
        const settings = await deps.settings.find(tx, merchant.id);
        const period = offerPeriod(settings, request);
        const holder = await team.findByUsername(tx, merchant.id, request.holder);
        if (!holder || holder.status !== 'active') throw new AppError('contract_holder_not_agent');
        if (!isAgentType(holder.type)) throw new AppError('contract_holder_not_agent');
        if (holder.parentId !== null) throw new AppError('contract_holder_not_top_level');
        await team.lockAccount(tx, holder.id);
        assertBrandAllowsLadder(settings, request.kind, ladder);
        const row = await writeOffer(contracts, tx, {
          merchantId: merchant.id,
          kind: request.kind,
          uplineId: null,
          holderId: holder.id,
          period,
          ladder,
          actor: actorOf(staff),
        });
        return { id: row.id, holderId: holder.id };
      });
      deps.notifyOffer?.(holderId);
      return deps.views.viewOf(merchant, id);
    },

    /** Withdraws a pending house offer or terminates a running house contract (`by_upline`). */
    async terminate(merchant: Brand, staff: StaffCall, contractId: number): Promise<ContractView> {
      await db.transaction(async (tx) => {
        const row = await contracts.lock(tx, merchant.id, contractId);
        if (!row || row.uplineId !== null) throw new AppError('contract_not_found');
        if (row.state !== 'accepted' && row.state !== 'offered') {
          throw new AppError('contract_not_running');
        }
        await endAuditedContracts(
          contracts,
          tx,
          { merchantId: merchant.id, ids: [row.id], reason: 'by_upline', actor: actorOf(staff) },
          new Date(),
        );
      });
      return deps.views.viewOf(merchant, contractId);
    },
  };
}
export type HouseContractsService = ReturnType<typeof createHouseContractsService>;
