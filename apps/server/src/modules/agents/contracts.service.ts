import {
  contractRequestTypes,
  isAgentType,
  type ContractEndReason,
  type ContractList,
  type ContractListQuery,
  type ContractView,
  type OfferContractRequest,
  type PendingContracts,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { DbTransaction } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { Member } from '../identity/index.ts';
import type { AgentSettingsRepository } from './agent-settings.repository.ts';
import { kindSetting } from './agent-settings.service.ts';
import { fromStoredTiers, isCoveredBy, parseLadder, type Tier } from './contract-ladder.ts';
import {
  assertBrandAllowsLadder,
  endAuditedContracts,
  offerPeriod,
  writeOffer,
} from './contract-offer.ts';
import {
  auditContractChange,
  contractView,
  noContractRequests,
  requestTypeFields,
  type ContractActor,
  type ContractRequestTypes,
} from './contract-view.ts';
import type { ContractParty, ContractRow, ContractsRepository } from './contracts.repository.ts';
import type { TeamRepository } from './team.repository.ts';

export interface ContractsDeps {
  db: Db;
  settings: AgentSettingsRepository;
  contracts: ContractsRepository;
  team: TeamRepository;
  /** Tells the holder's open pages that an offer awaits it (after the offer committed). */
  notifyOffer?: (holderId: number) => void;
}

type Brand = Pick<Merchant, 'id' | 'currencyDecimals'>;
type Caller = Pick<Member, 'id' | 'type' | 'parentId'>;

/** One request of an account: its brand, who it is, where from. */
export interface ContractCall {
  merchant: Brand;
  member: Caller;
  ip: string;
}

/** Refuses anyone but an agent (types 1, 2, 41, 42). */
export function assertAgent(member: Pick<Member, 'type'>): void {
  if (!isAgentType(member.type)) throw new AppError('not_an_agent');
}

/**
 * Contracts between an agent and its direct downlines (§1, §4.11): offers, answers,
 * termination, and the auto-termination of the downline contracts a newly accepted lower
 * contract no longer covers.
 * Every state change writes an audit row in the same transaction.
 */
export function createContractsService(deps: ContractsDeps) {
  const { db, contracts, team } = deps;

  async function viewOf(merchant: Brand, id: number, executor: Db | DbTransaction = db) {
    const row = await contracts.findWithParties(executor, merchant.id, id);
    if (!row) throw new AppError('contract_not_found');
    return contractView(row, merchant.currencyDecimals);
  }

  /**
   * The limit a contract offered by `upline` may not exceed: its own running contract of the
   * kind; a top-level agent has none unless the house gave it one, then the brand cap alone
   * limits it (the cap is checked apart). Null: the house offers, under the brand cap alone.
   */
  async function assertWithinUpline(
    tx: DbTransaction,
    upline: Pick<Caller, 'id' | 'parentId'> | null,
    row: Pick<ContractRow, 'kind'>,
    ladder: Tier[],
  ): Promise<void> {
    if (upline === null) return;
    const own = await contracts.findOfHolder(tx, upline.id, row.kind, 'accepted');
    if (upline.parentId === null && !own) return;
    if (!own || !isCoveredBy(ladder, fromStoredTiers(own.tiers))) {
      throw new AppError('contract_above_upline');
    }
  }

  async function assertBrandAllows(
    tx: DbTransaction,
    merchant: Brand,
    row: { kind: ContractRow['kind'] },
    ladder: Tier[],
  ) {
    assertBrandAllowsLadder(await deps.settings.find(tx, merchant.id), row.kind, ladder);
  }

  const endContracts = (
    tx: DbTransaction,
    merchantId: number,
    ids: number[],
    reason: ContractEndReason,
    actor: ContractActor,
    at: Date,
  ) => endAuditedContracts(contracts, tx, { merchantId, ids, reason, actor }, at);

  return {
    async offer(call: ContractCall, request: OfferContractRequest): Promise<ContractView> {
      const { merchant, member } = call;
      assertAgent(member);
      const ladder = parseLadder(request.kind, request.tiers, merchant.currencyDecimals);
      const actor: ContractActor = { kind: 'member', id: member.id, ip: call.ip };
      const { id, holderId } = await db.transaction(async (tx) => {
        const settings = await deps.settings.find(tx, merchant.id);
        const period = offerPeriod(settings, request);
        const holder = await team.findDirectDownline(tx, merchant.id, member.id, request.downline);
        if (!holder) throw new AppError('not_your_downline');
        await team.lockAccount(tx, holder.id);
        assertBrandAllowsLadder(settings, request.kind, ladder);
        await assertWithinUpline(tx, member, request, ladder);
        const row = await writeOffer(contracts, tx, {
          merchantId: merchant.id,
          kind: request.kind,
          uplineId: member.id,
          holderId: holder.id,
          period,
          ladder,
          actor,
        });
        return { id: row.id, holderId: holder.id };
      });
      deps.notifyOffer?.(holderId);
      return viewOf(merchant, id);
    },

    /**
     * The holder accepts: the rules are checked again (the brand or the upline may have moved
     * since the offer), a raised contract replaces the running one, and the holder's own
     * downline contracts this one no longer covers end (§4.11), with everything below them.
     */
    async accept(call: ContractCall, contractId: number): Promise<ContractView> {
      const { merchant, member } = call;
      const actor: ContractActor = { kind: 'member', id: member.id, ip: call.ip };
      await db.transaction(async (tx) => {
        const row = await contracts.lock(tx, merchant.id, contractId);
        if (!row || row.holderId !== member.id) throw new AppError('contract_not_found');
        if (row.state !== 'offered') throw new AppError('contract_already_answered');
        const ladder = fromStoredTiers(row.tiers);
        await assertBrandAllows(tx, merchant, row, ladder);
        // a house contract (no upline) answers to the brand cap alone
        const upline =
          row.uplineId === null ? null : await team.findAccount(tx, merchant.id, row.uplineId);
        if (upline === undefined) throw new AppError('contract_not_found');
        await assertWithinUpline(tx, upline, row, ladder);
        const at = new Date();
        const running = await contracts.findOfHolder(tx, member.id, row.kind, 'accepted');
        if (running) {
          const [replaced] = await contracts.endContracts(tx, [running.id], 'replaced', at);
          if (replaced) {
            await auditContractChange(tx, {
              merchantId: merchant.id,
              actor,
              action: 'agent_contract.terminate',
              before: running,
              after: replaced,
            });
          }
        }
        const accepted = await contracts.setState(tx, row.id, 'offered', {
          state: 'accepted',
          answeredAt: at,
        });
        if (!accepted) throw new AppError('contract_already_answered');
        await auditContractChange(tx, {
          merchantId: merchant.id,
          actor,
          action: 'agent_contract.accept',
          before: row,
          after: accepted,
        });
        const exceeding = (await contracts.liveOffered(tx, member.id, row.kind)).filter(
          (below) => !isCoveredBy(fromStoredTiers(below.tiers), ladder),
        );
        await endContracts(
          tx,
          merchant.id,
          exceeding.map((below) => below.id),
          'upline_contract_lowered',
          { kind: 'system' },
          at,
        );
      });
      return viewOf(merchant, contractId);
    },

    async reject(call: ContractCall, contractId: number): Promise<ContractView> {
      const { merchant, member } = call;
      await db.transaction(async (tx) => {
        const row = await contracts.lock(tx, merchant.id, contractId);
        if (!row || row.holderId !== member.id) throw new AppError('contract_not_found');
        if (row.state !== 'offered') throw new AppError('contract_already_answered');
        const rejected = await contracts.setState(tx, row.id, 'offered', {
          state: 'rejected',
          answeredAt: new Date(),
        });
        if (!rejected) throw new AppError('contract_already_answered');
        await auditContractChange(tx, {
          merchantId: merchant.id,
          actor: { kind: 'member', id: member.id, ip: call.ip },
          action: 'agent_contract.reject',
          before: row,
          after: rejected,
        });
      });
      return viewOf(merchant, contractId);
    },

    /**
     * The offerer withdraws an offer or terminates a running contract; the holder may give
     * up its running contract. Contracts below a terminated one end with it.
     */
    async terminate(call: ContractCall, contractId: number): Promise<ContractView> {
      const { merchant, member } = call;
      await db.transaction(async (tx) => {
        const row = await contracts.lock(tx, merchant.id, contractId);
        const isUpline = row?.uplineId === member.id;
        const isHolder = row?.holderId === member.id;
        if (!row || (!isUpline && !isHolder)) throw new AppError('contract_not_found');
        if (row.state !== 'accepted' && !(row.state === 'offered' && isUpline)) {
          throw new AppError('contract_not_running');
        }
        await endContracts(
          tx,
          merchant.id,
          [row.id],
          isUpline ? 'by_upline' : 'by_holder',
          { kind: 'member', id: member.id, ip: call.ip },
          new Date(),
        );
      });
      return viewOf(merchant, contractId);
    },

    /** The contracts the agent offered (`upline`) or received (`holder`), newest first. */
    async list(
      call: Pick<ContractCall, 'merchant' | 'member'>,
      side: 'offered' | 'received',
      query: ContractListQuery,
    ): Promise<ContractList> {
      const { merchant, member } = call;
      if (side === 'offered') assertAgent(member);
      const party = side === 'offered' ? { uplineId: member.id } : { holderId: member.id };
      return listPage(merchant, party, query);
    },

    /** Every contract of the brand (operator). */
    listBrand: (merchant: Brand, query: ContractListQuery) => listPage(merchant, {}, query),
    viewOf,

    /** The offers awaiting the account's answer, for the contract dialog (§2.4). */
    async pending(merchant: Brand, memberId: number): Promise<PendingContracts> {
      const rows = await contracts.liveOfHolders(db, [memberId], ['offered']);
      return { offers: rows.map((row) => contractView(row, merchant.currencyDecimals)) };
    },

    /** The four request types of the consolidated contract info (§3); 0 for kinds switched off. */
    async requestTypes(merchantId: number, memberId: number): Promise<ContractRequestTypes> {
      const [settings, rows] = await Promise.all([
        deps.settings.find(db, merchantId),
        contracts.liveOfHolders(db, [memberId]),
      ]);
      const types = noContractRequests();
      for (const row of rows) {
        if (!kindSetting(settings, row.kind).enabled) continue;
        const field = requestTypeFields[row.kind];
        // an offer awaiting an answer wins over a running contract: the dialog must open
        types[field] =
          row.state === 'offered'
            ? contractRequestTypes.offerPending
            : Math.max(types[field], contractRequestTypes.running);
      }
      return types;
    },
  };

  async function listPage(
    merchant: Brand,
    party: ContractParty,
    query: ContractListQuery,
  ): Promise<ContractList> {
    const { rows, total } = await contracts.list(db, merchant.id, party, query);
    return {
      content: rows.map((row) => contractView(row, merchant.currencyDecimals)),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      totalElements: total,
    };
  }
}
export type ContractsService = ReturnType<typeof createContractsService>;
