import type { DebtRule, SettlementItemState } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import type { DbTransaction } from '../../../db/rows.ts';
import { recordAudit } from '../../../platform/audit-trail.ts';
import {
  ledgerReads,
  type AccountRef,
  type MoneyTransaction,
  type WalletService,
} from '../../wallet/index.ts';
import type { SettlementRepository, SettlementRow } from './settlement.repository.ts';

/** Who moved the money: the scheduler (system) or an operator. */
export interface SettlementActor {
  kind: 'system' | 'staff';
  id: number | null;
  ip?: string | null;
}

/** The ledger key of one payment: the contract and period, and how much was paid before it. */
export function settlementLedgerKey(item: SettlementRow): string {
  return `agent-settlement:${item.contractId}:${item.kind}:${item.periodStart.toISOString()}:${item.paid}`;
}

/** The account a payment leaves: the paying agent's main wallet, or the house's payouts. */
function payerAccount(payerId: number | null): AccountRef {
  return payerId === null ? { house: 'agent_payouts' } : { memberId: payerId, kind: 'main' };
}

/** The state of an item that has `paid` of its `amount`. */
export function stateOf(amount: bigint, paid: bigint): SettlementItemState {
  if (amount === 0n) return 'nothing';
  return paid >= amount ? 'paid' : 'owed';
}

/** What the audit keeps of an item. */
export function auditView(item: SettlementRow) {
  return {
    contractId: item.contractId,
    kind: item.kind,
    periodStart: item.periodStart.toISOString(),
    periodEnd: item.periodEnd.toISOString(),
    holderId: item.holderId,
    payerId: item.payerId,
    base: item.base,
    rate: item.rate,
    amount: item.amount,
    paid: item.paid,
    state: item.state,
  };
}

/**
 * Pays settlement items from the payer's main wallet (the house's `agent_payouts` account for
 * a house contract) to the holder's, as ledger transactions
 * (kind `salary` or `dividend`) in the caller's database transaction, with an audit row each.
 * Never below zero: the payer's balance is read under its lock, and the ledger refuses a
 * negative member balance anyway. Debts are paid oldest first: an item waits while its payer
 * owes an older one.
 */
export function createSettlementPayer(deps: {
  db: Db;
  wallet: WalletService;
  repository: SettlementRepository;
}) {
  const { db, wallet, repository } = deps;

  async function audit(
    tx: DbTransaction,
    action: string,
    actor: SettlementActor,
    before: SettlementRow | null,
    after: SettlementRow,
  ): Promise<void> {
    await recordAudit(tx, {
      merchantId: after.merchantId,
      actorKind: actor.kind,
      actorId: actor.id,
      action,
      subjectKind: 'agent_settlement',
      subjectId: after.id,
      before: before ? auditView(before) : null,
      after: auditView(after),
      ip: actor.ip ?? null,
    });
  }

  /**
   * Pays what the rule allows of a locked item; `mayPay` false records it as owed (the payer's
   * balance fell between the read and the post). Returns the amount paid now.
   */
  async function payItem(
    money: MoneyTransaction,
    item: SettlementRow,
    options: { rule: DebtRule; actor: SettlementActor; mayPay?: boolean },
  ): Promise<bigint> {
    const { tx } = money;
    const due = item.amount - item.paid;
    if (due <= 0n) return 0n;
    const payerId = item.payerId;
    let pay = 0n;
    if (payerId === null) {
      // the house: its account may go below zero, so a house item is never owed
      if (options.mayPay !== false) pay = due;
    } else {
      await wallet.lockMember(tx, payerId);
      if (options.mayPay !== false && !(await repository.hasOlderDebt(tx, item))) {
        const balance = await ledgerReads.balanceOf(tx, item.merchantId, {
          memberId: payerId,
          kind: 'main',
        });
        if (options.rule === 'partial') pay = balance < due ? balance : due;
        else pay = balance >= due ? due : 0n;
        if (pay < 0n) pay = 0n;
      }
    }
    if (pay > 0n) {
      await money.post({
        merchantId: item.merchantId,
        idempotencyKey: settlementLedgerKey(item),
        kind: item.kind === 'dividend' ? 'dividend' : 'salary',
        memberId: item.holderId,
        reference: `agent_settlement:${item.id}`,
        memo: {
          contractKind: item.kind,
          period:
            item.localFrom === item.localTo ? item.localFrom : `${item.localFrom}/${item.localTo}`,
        },
        legs: [
          { account: payerAccount(payerId), amount: -pay },
          { account: { memberId: item.holderId, kind: 'main' }, amount: pay },
        ],
      });
    }
    const paid = item.paid + pay;
    const state = stateOf(item.amount, paid);
    if (pay === 0n && state === item.state) return 0n;
    const after: SettlementRow = {
      ...item,
      paid,
      state,
      paidAt: pay > 0n ? new Date() : item.paidAt,
    };
    await repository.updateItem(tx, item.id, { paid, state, paidAt: after.paidAt });
    await audit(
      tx,
      pay > 0n ? 'agent_settlement.pay' : 'agent_settlement.owe',
      options.actor,
      item,
      after,
    );
    return pay;
  }

  return {
    payItem,
    audit,

    /**
     * Pays a brand's owed items under its rule, each payer's oldest first; stops at a payer's
     * first item it cannot pay in full. Returns the amount paid.
     */
    async payDebts(merchantId: number, rule: DebtRule, actor: SettlementActor): Promise<bigint> {
      let total = 0n;
      for (const payerId of await repository.payersInDebt(db, merchantId)) {
        for (const owed of await repository.owedItems(db, merchantId, payerId)) {
          const paid = await wallet.transact(async (money) => {
            const item = await repository.lockItem(money.tx, owed.id);
            if (!item || item.state !== 'owed') return { paid: 0n, done: true };
            const now = await payItem(money, item, { rule, actor });
            return { paid: now, done: item.paid + now >= item.amount };
          });
          total += paid.paid;
          if (!paid.done) break;
        }
      }
      return total;
    },
  };
}
export type SettlementPayer = ReturnType<typeof createSettlementPayer>;
