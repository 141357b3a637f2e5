import type { ContractKind, DividendPeriod, SettlementTrigger } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { AgentSettingsRepository, AgentSettingsRow } from '../agent-settings.repository.ts';
import { fromStoredTiers } from '../contract-ladder.ts';
import {
  carryOut,
  percentAmount,
  settleFigures,
  type SettlementFigures,
  type TeamFigures,
} from './settlement-maths.ts';
import type { SettlementActor, SettlementPayer } from './settlement-payer.ts';
import { stateOf } from './settlement-payer.ts';
import type { SettlementPeriod } from './settlement-periods.ts';
import type {
  ContractInForce,
  SettlementRepository,
  SettlementRow,
} from './settlement.repository.ts';

/** The brand facts a run needs. */
export interface SettlementBrand {
  id: number;
  currencyDecimals: number;
  timeZone: string;
}

export interface RunRequest {
  kind: ContractKind;
  period: SettlementPeriod;
  /** Dividend only: which contracts' period this is. */
  dividendPeriod?: DividendPeriod;
  trigger: SettlementTrigger;
  actor: SettlementActor;
  /** Write a run even when every item exists (an operator's re-run); else skip quietly. */
  always?: boolean;
}

export interface RunSummary {
  runId: number;
  contracts: number;
  created: number;
  paid: bigint;
  owed: bigint;
}

/** Test hooks: called after each contract is settled (a throw there is a crash mid-run). */
export interface RunHooks {
  afterContract?: (contract: ContractInForce, settled: number) => void;
}

/** What a run knows of one contract before it writes anything. */
interface Draft {
  team: TeamFigures;
  carryIn: bigint;
  counted: bigint;
  existing: SettlementRow | undefined;
}

const noTeam: TeamFigures = { validBet: 0n, bet: 0n, payout: 0n, activeMembers: 0 };

function isInsufficientFunds(error: unknown): boolean {
  return error instanceof AppError && error.code === 'insufficient_funds';
}

/**
 * Settles one kind and period for one brand: every contract in force, each in its own
 * database transaction (the item row, its ledger payment and their audit rows commit
 * together), then the brand's debts. Idempotent: an item that exists is not paid again, so a
 * run cut short by a crash is resumed by running it again.
 */
export function createSettlementRunner(deps: {
  db: Db;
  wallet: WalletService;
  repository: SettlementRepository;
  settings: AgentSettingsRepository;
  payer: SettlementPayer;
}) {
  const { db, wallet, repository, payer } = deps;

  /**
   * What a contract's item should become: new figures when the item is missing or would grow
   * (a salary whose team bet more since an early run, real time's uncounted valid bet);
   * undefined when there is nothing to write. A dividend item never changes once written.
   */
  function targetOf(
    brand: SettlementBrand,
    kind: ContractKind,
    contract: ContractInForce,
    draft: Draft,
  ): SettlementFigures | undefined {
    const ladder = fromStoredTiers(contract.tiers);
    const options = { currencyDecimals: brand.currencyDecimals, carryIn: draft.carryIn };
    if (kind === 'realtime_salary') {
      // the valid bet not yet counted this hour, by any of the holder's contracts
      const fresh = draft.team.validBet - draft.counted;
      if (fresh <= 0n) return undefined;
      const rate = settleFigures(kind, ladder, draft.team, options).rate;
      const base = (draft.existing?.base ?? 0n) + fresh;
      return { carryIn: 0n, base, rate, amount: percentAmount(base, rate) };
    }
    const figures = settleFigures(kind, ladder, draft.team, options);
    if (!draft.existing) return figures;
    if (kind === 'dividend' || figures.amount <= draft.existing.amount) return undefined;
    return figures;
  }

  /** Writes or grows one contract's item and pays it, in one database transaction. */
  async function settleContract(
    brand: SettlementBrand,
    request: RunRequest,
    runId: number,
    settings: AgentSettingsRow,
    contract: ContractInForce,
    draft: Draft,
    target: SettlementFigures,
    mayPay: boolean,
  ): Promise<{ created: boolean; paid: bigint; owed: bigint } | undefined> {
    return wallet.transact(async (money) => {
      let item: SettlementRow | undefined;
      const team = {
        teamValidBet: draft.team.validBet,
        teamBet: draft.team.bet,
        teamPayout: draft.team.payout,
        activeMembers: draft.team.activeMembers,
      };
      if (draft.existing) {
        const locked = await repository.lockItem(money.tx, draft.existing.id);
        // another run changed it since this one read it: leave it to that run
        if (!locked || locked.amount !== draft.existing.amount) return undefined;
        if (locked.base !== draft.existing.base) return undefined;
        const grown: SettlementRow = {
          ...locked,
          ...team,
          base: target.base,
          rate: target.rate,
          amount: target.amount,
          state: stateOf(target.amount, locked.paid),
        };
        await repository.updateItem(money.tx, locked.id, {
          ...team,
          base: grown.base,
          rate: grown.rate,
          amount: grown.amount,
          state: grown.state,
        });
        await payer.audit(money.tx, 'agent_settlement.settle', request.actor, locked, grown);
        item = grown;
      } else {
        item = await repository.insertItem(money.tx, {
          ...baseRow(brand, request, runId, contract),
          ...team,
          carryIn: target.carryIn,
          base: target.base,
          rate: target.rate,
          amount: target.amount,
          state: stateOf(target.amount, 0n),
        });
        if (!item) return undefined;
        await payer.audit(money.tx, 'agent_settlement.settle', request.actor, null, item);
      }
      const paid = await payer.payItem(money, item, {
        rule: settings.debtRule,
        actor: request.actor,
        mayPay,
      });
      return { created: !draft.existing, paid, owed: item.amount - item.paid - paid };
    });
  }

  function baseRow(
    brand: SettlementBrand,
    request: RunRequest,
    runId: number,
    contract: ContractInForce,
  ) {
    return {
      merchantId: brand.id,
      contractId: contract.id,
      kind: request.kind,
      periodStart: request.period.start,
      periodEnd: request.period.end,
      localFrom: request.period.localFrom,
      localTo: request.period.localTo,
      holderId: contract.holderId,
      payerId: contract.uplineId,
      runId,
    };
  }

  return {
    /** Runs one kind and period for a brand; undefined when there was nothing left to do. */
    async run(
      brand: SettlementBrand,
      request: RunRequest,
      hooks: RunHooks = {},
    ): Promise<RunSummary | undefined> {
      const { kind, period } = request;
      const settings = await deps.settings.find(db, brand.id);
      const contracts = await repository.contractsInForce(
        db,
        brand.id,
        kind,
        period,
        request.dividendPeriod,
      );
      const existing = await repository.itemsOf(
        db,
        contracts.map((contract) => contract.id),
        kind,
        period.start,
      );
      const holders = contracts.map((contract) => contract.holderId);
      const teams = await repository.teamFigures(db, brand.id, holders, period, {
        minDeposit: settings.activeMinDeposit,
        minValidBet: settings.activeMinBet,
      });
      const previousBases =
        kind === 'dividend' && settings.negativeCarryForward
          ? await repository.previousDividendBases(db, holders, period.start)
          : new Map<number, bigint>();
      const counted =
        kind === 'realtime_salary'
          ? await repository.countedRealtimeBase(db, holders, period.start)
          : new Map<number, bigint>();
      const work = contracts.flatMap((contract) => {
        const draft: Draft = {
          team: teams.get(contract.holderId) ?? noTeam,
          carryIn: carryOut(
            previousBases.get(contract.holderId) ?? 0n,
            settings.negativeCarryForward,
          ),
          counted: counted.get(contract.holderId) ?? 0n,
          existing: existing.get(contract.id),
        };
        const target = targetOf(brand, kind, contract, draft);
        return target ? [{ contract, draft, target }] : [];
      });
      // nothing new (every item written, nothing grew): no run, unless an operator asked
      if (work.length === 0 && !request.always) return undefined;

      const runId = await repository.startRun(db, {
        merchantId: brand.id,
        kind,
        periodStart: period.start,
        periodEnd: period.end,
        trigger: request.trigger,
        staffId: request.actor.kind === 'staff' ? request.actor.id : null,
      });
      const summary: RunSummary = {
        runId,
        contracts: contracts.length,
        created: 0,
        paid: 0n,
        owed: 0n,
      };
      try {
        let settled = 0;
        for (const { contract, draft, target } of work) {
          const settle = (mayPay: boolean) =>
            settleContract(brand, request, runId, settings, contract, draft, target, mayPay);
          // the payer's balance fell between the read and the post (a bet): record it owed
          const outcome = await settle(true).catch((error: unknown) => {
            if (isInsufficientFunds(error)) return settle(false);
            throw error;
          });
          if (outcome) {
            if (outcome.created) summary.created += 1;
            summary.paid += outcome.paid;
            summary.owed += outcome.owed > 0n ? outcome.owed : 0n;
          }
          settled += 1;
          hooks.afterContract?.(contract, settled);
        }
        summary.paid += await payer.payDebts(brand.id, settings.debtRule, request.actor);
        await repository.finishRun(db, runId, {
          outcome: 'ok',
          contracts: summary.contracts,
          created: summary.created,
          paidAmount: summary.paid,
          owedAmount: summary.owed,
          error: null,
        });
        return summary;
      } catch (error) {
        await repository.finishRun(db, runId, {
          outcome: 'failed',
          contracts: summary.contracts,
          created: summary.created,
          paidAmount: summary.paid,
          owedAmount: summary.owed,
          error: (error instanceof Error ? error.message : String(error)).slice(0, 500),
        });
        throw error;
      }
    },
  };
}
export type SettlementRunner = ReturnType<typeof createSettlementRunner>;
