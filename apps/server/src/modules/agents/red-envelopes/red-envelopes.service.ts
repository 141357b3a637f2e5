import {
  formatMinorUnits,
  isAgentType,
  maxRedEnvelopeShares,
  type ClaimableRedEnvelopes,
  type RedEnvelope,
  type RedEnvelopeClaimResult,
  type RedEnvelopePage,
  type RedEnvelopeState,
  type createRedEnvelopeRequestSchema,
} from '@lobby/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Executor } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit-trail.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import { parseMoneyInput } from '../../../platform/money-input.ts';
import type { Member } from '../../identity/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import { maxRandomTotal, splitShares } from './share-split.ts';
import { toRedEnvelope } from './red-envelope-view.ts';
import type { EnvelopeRow, RedEnvelopesRepository } from './red-envelopes.repository.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals'>;
type Account = Pick<Member, 'id' | 'type' | 'username'>;
type CreateRequest = z.output<typeof createRedEnvelopeRequestSchema>;

export interface RedEnvelopesDeps {
  db: Db;
  wallet: WalletService;
  repository: RedEnvelopesRepository;
  clock?: () => Date;
}

/** Who acts, from where (the audit trail). */
export interface EnvelopeActor {
  merchant: Brand;
  member: Account;
  ip: string;
}

interface PageQuery {
  state?: RedEnvelopeState | undefined;
  agent?: string | undefined;
  pageNo: number;
  pageSize: number;
}

const hourMs = 3_600_000;
/** Expired envelopes one run of the expiry job closes at most (the next run takes the rest). */
const expiryBatch = 200;
const envelopeHouse = { house: 'red_envelopes' } as const;

/**
 * Red envelopes (issue 13): an agent funds one for its downline, members of the audience claim
 * a share each, the expiry gives the rest back. Every movement is one ledger transaction with
 * an idempotency key and an audit_log row, in the same database transaction as the rows.
 */
export function createRedEnvelopes(deps: RedEnvelopesDeps) {
  const { db, wallet, repository } = deps;
  const now = deps.clock ?? (() => new Date());

  async function viewOf(executor: Executor, merchant: Brand, id: number): Promise<RedEnvelope> {
    const row = await repository.findWithAgent(executor, merchant.id, id);
    if (!row) throw new AppError('red_envelope_not_found');
    const claims = await repository.claimsOf(executor, [id]);
    return toRedEnvelope(row, claims, merchant.currencyDecimals, now());
  }

  function checkedTotal(merchant: Brand, request: CreateRequest): bigint {
    const total = parseMoneyInput(request.amount, merchant.currencyDecimals);
    if (request.shares > maxRedEnvelopeShares || total < BigInt(request.shares)) {
      throw new AppError('red_envelope_share_too_small');
    }
    if (request.split === 'random' && total > maxRandomTotal(request.shares)) {
      throw new AppError('amount_too_large');
    }
    return total;
  }

  /** The same key with other content is a different request: refused, nothing moves. */
  function assertSameRequest(row: EnvelopeRow, total: bigint, request: CreateRequest): void {
    const same =
      row.total === total &&
      row.shareCount === request.shares &&
      row.split === request.split &&
      row.audience === request.audience &&
      row.message === request.message;
    if (!same) throw new AppError('idempotency_conflict');
  }

  async function expireOne(merchantId: number, id: number): Promise<void> {
    await wallet.transact(async ({ tx, post }) => {
      const row = await repository.lockEnvelope(tx, merchantId, id);
      const at = now();
      if (!row || row.closedAt !== null || row.expiresAt.getTime() > at.getTime()) return;
      const rest = row.total - row.claimedAmount - row.refundedAmount;
      if (rest > 0n) {
        await post({
          merchantId,
          idempotencyKey: `red_envelope:refund:${id}`,
          kind: 'red_envelope_refund',
          memberId: row.agentId,
          reference: `red_envelope:${id}`,
          memo: { envelope: String(id) },
          legs: [
            { account: envelopeHouse, amount: -rest },
            { account: { memberId: row.agentId, kind: 'main' }, amount: rest },
          ],
        });
      }
      await repository.close(tx, id, rest, at);
      await recordAudit(tx, {
        merchantId,
        actorKind: 'system',
        actorId: null,
        action: 'red_envelope.refund',
        subjectKind: 'red_envelope',
        subjectId: id,
        before: { claimedShares: row.claimedCount, claimedAmount: row.claimedAmount },
        after: { refunded: rest, agentId: row.agentId },
      });
    });
  }

  async function expireDue(filter: { agentId?: number } = {}): Promise<number> {
    const due = await repository.findDue(db, now(), expiryBatch, filter.agentId);
    for (const envelope of due) await expireOne(envelope.merchantId, envelope.id);
    return due.length;
  }

  async function page(
    merchant: Brand,
    agentId: number | undefined,
    query: PageQuery,
  ): Promise<RedEnvelopePage> {
    const { rows, total } = await repository.list(db, {
      merchantId: merchant.id,
      agentId,
      state: query.state,
      now: now(),
      offset: (query.pageNo - 1) * query.pageSize,
      limit: query.pageSize,
    });
    const claims = await repository.claimsOf(
      db,
      rows.map((row) => row.id),
    );
    return {
      content: rows.map((row) => toRedEnvelope(row, claims, merchant.currencyDecimals, now())),
      pageNo: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(total / query.pageSize),
      totalElements: total,
    };
  }

  return {
    /** An agent funds an envelope: the total leaves its main wallet in one ledger transaction. */
    async create(
      actor: EnvelopeActor,
      clientKey: string,
      request: CreateRequest,
    ): Promise<RedEnvelope> {
      const { merchant, member } = actor;
      if (!isAgentType(member.type)) throw new AppError('not_an_agent');
      const total = checkedTotal(merchant, request);
      const id = await wallet.transact(async ({ tx, post }) => {
        const created = await repository.insertEnvelope(tx, {
          merchantId: merchant.id,
          agentId: member.id,
          clientKey,
          total,
          shareCount: request.shares,
          split: request.split,
          audience: request.audience,
          message: request.message,
          expiresAt: new Date(now().getTime() + request.expiresInHours * hourMs),
        });
        if (!created.isNew) {
          const existing = await repository.findEnvelope(tx, merchant.id, created.id);
          if (existing) assertSameRequest(existing, total, request);
          return created.id;
        }
        await repository.insertShares(
          tx,
          created.id,
          splitShares(total, request.shares, request.split),
        );
        await post({
          merchantId: merchant.id,
          idempotencyKey: `red_envelope:fund:${created.id}`,
          kind: 'red_envelope_fund',
          memberId: member.id,
          reference: `red_envelope:${created.id}`,
          memo: { envelope: String(created.id) },
          legs: [
            { account: { memberId: member.id, kind: 'main' }, amount: -total },
            { account: envelopeHouse, amount: total },
          ],
        });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'member',
          actorId: member.id,
          action: 'red_envelope.fund',
          subjectKind: 'red_envelope',
          subjectId: created.id,
          after: {
            total,
            shares: request.shares,
            split: request.split,
            audience: request.audience,
          },
          ip: actor.ip,
        });
        return created.id;
      });
      return viewOf(db, merchant, id);
    },

    /** The agent's envelopes; overdue ones of this agent are given back first (lazy expiry). */
    async listOwn(actor: EnvelopeActor, query: PageQuery): Promise<RedEnvelopePage> {
      if (!isAgentType(actor.member.type)) throw new AppError('not_an_agent');
      await expireDue({ agentId: actor.member.id });
      return page(actor.merchant, actor.member.id, query);
    },

    /** The operator's view of the brand's envelopes, optionally of one agent (by name). */
    async listAll(
      merchant: Brand,
      query: PageQuery,
      agentIdOf: (name: string) => Promise<number | undefined>,
    ): Promise<RedEnvelopePage> {
      if (query.agent === undefined) return page(merchant, undefined, query);
      const agentId = await agentIdOf(query.agent);
      if (agentId === undefined) {
        return {
          content: [],
          pageNo: query.pageNo,
          pageSize: query.pageSize,
          totalPages: 0,
          totalElements: 0,
        };
      }
      return page(merchant, agentId, query);
    },

    async listClaimable(merchant: Brand, member: Account): Promise<ClaimableRedEnvelopes> {
      const rows = await repository.findClaimable(db, merchant.id, member.id, now());
      return {
        envelopes: rows.map((row) => ({
          id: Number(row.id),
          agent: row.agent,
          message: row.message,
          sharesLeft: Number(row.shares_left),
          expiresAt: new Date(row.expires_at).toISOString(),
        })),
      };
    },

    /**
     * A member of the audience takes the next share. The envelope row is locked first, so two
     * claims of the last share queue there and only one finds it; a refusal moves nothing.
     */
    async claim(actor: EnvelopeActor, id: number): Promise<RedEnvelopeClaimResult> {
      const { merchant, member } = actor;
      return wallet.transact(async ({ tx, post }) => {
        const row = await repository.lockEnvelope(tx, merchant.id, id);
        const depth = row ? await repository.depthBelow(tx, row.agentId, member.id) : null;
        if (!row || depth === null || (row.audience === 'direct' && depth !== 1)) {
          throw new AppError('red_envelope_not_found');
        }
        if (await repository.hasClaimed(tx, id, member.id)) {
          throw new AppError('red_envelope_already_claimed');
        }
        if (row.claimedCount >= row.shareCount) throw new AppError('red_envelope_exhausted');
        const at = now();
        if (row.closedAt !== null || row.expiresAt.getTime() <= at.getTime()) {
          throw new AppError('red_envelope_expired');
        }
        const share = await repository.takeNextShare(tx, id, member.id, at);
        if (!share) throw new AppError('red_envelope_exhausted');
        const posted = await post({
          merchantId: merchant.id,
          idempotencyKey: `red_envelope:claim:${id}:${member.id}`,
          kind: 'red_envelope_claim',
          memberId: member.id,
          reference: `red_envelope:${id}`,
          // the records pages name the agent that funded it
          memo: { envelope: String(id), counterparty: row.agent },
          legs: [
            { account: envelopeHouse, amount: -share.amount },
            { account: { memberId: member.id, kind: 'main' }, amount: share.amount },
          ],
        });
        await recordAudit(tx, {
          merchantId: merchant.id,
          actorKind: 'member',
          actorId: member.id,
          action: 'red_envelope.claim',
          subjectKind: 'red_envelope',
          subjectId: id,
          after: { seq: share.seq, amount: share.amount, agentId: row.agentId },
          ip: actor.ip,
        });
        const mine = posted.postings.find((posting) => posting.memberId === member.id);
        return {
          envelopeId: id,
          amount: formatMinorUnits(share.amount, merchant.currencyDecimals),
          balance: formatMinorUnits(mine?.balanceAfter ?? 0n, merchant.currencyDecimals),
        };
      });
    },

    /** Gives back the unclaimed rest of every overdue envelope (the scheduled job). */
    expireDue,
  };
}
export type RedEnvelopes = ReturnType<typeof createRedEnvelopes>;
