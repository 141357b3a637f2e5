import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { RedEnvelopeAudience, RedEnvelopeSplit, RedEnvelopeState } from '@lobby/contracts';
import { rowsOf, type Executor } from '../../../db/rows.ts';
import { agentTree, members, redEnvelopeShares, redEnvelopes } from '../../../db/schema/index.ts';

export type EnvelopeRow = typeof redEnvelopes.$inferSelect;

export interface NewEnvelope {
  merchantId: number;
  agentId: number;
  clientKey: string;
  total: bigint;
  shareCount: number;
  split: RedEnvelopeSplit;
  audience: RedEnvelopeAudience;
  message: string;
  expiresAt: Date;
}

export interface ClaimRow {
  envelopeId: number;
  account: string;
  amount: bigint;
  claimedAt: Date;
}

export interface EnvelopeListFilter {
  merchantId: number;
  agentId?: number | undefined;
  state?: RedEnvelopeState | undefined;
  now: Date;
  offset: number;
  limit: number;
}

/** The SQL condition of a state, as `stateOf` in the service derives it. */
function stateCondition(state: RedEnvelopeState, now: Date): SQL {
  const exhausted = sql`${redEnvelopes.claimedCount} = ${redEnvelopes.shareCount}`;
  const over = sql`(${redEnvelopes.closedAt} is not null or ${redEnvelopes.expiresAt} <= ${now.toISOString()}::timestamptz)`;
  switch (state) {
    case 'exhausted':
      return exhausted;
    case 'expired':
      return sql`not ${exhausted} and ${over}`;
    case 'open':
      return sql`not ${exhausted} and not ${over}`;
    default:
      return state satisfies never;
  }
}

/** SQL of red envelopes and their shares; the caller passes its transaction. */
export function createRedEnvelopesRepository() {
  return {
    /** Inserts the envelope unless the agent already used this key; its id either way. */
    async insertEnvelope(
      db: Executor,
      envelope: NewEnvelope,
    ): Promise<{ id: number; isNew: boolean }> {
      const [inserted] = await db
        .insert(redEnvelopes)
        .values(envelope)
        .onConflictDoNothing()
        .returning({ id: redEnvelopes.id });
      if (inserted) return { id: inserted.id, isNew: true };
      const [existing] = await db
        .select({ id: redEnvelopes.id })
        .from(redEnvelopes)
        .where(
          and(
            eq(redEnvelopes.merchantId, envelope.merchantId),
            eq(redEnvelopes.agentId, envelope.agentId),
            eq(redEnvelopes.clientKey, envelope.clientKey),
          ),
        );
      if (!existing) throw new Error('red envelope key conflict without a row');
      return { id: existing.id, isNew: false };
    },

    async insertShares(db: Executor, envelopeId: number, amounts: bigint[]): Promise<void> {
      await db
        .insert(redEnvelopeShares)
        .values(amounts.map((amount, index) => ({ envelopeId, seq: index + 1, amount })));
    },

    async findEnvelope(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<EnvelopeRow | undefined> {
      const [row] = await db
        .select()
        .from(redEnvelopes)
        .where(and(eq(redEnvelopes.merchantId, merchantId), eq(redEnvelopes.id, id)));
      return row;
    },

    /** The envelope with its agent's account name. */
    async findWithAgent(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<(EnvelopeRow & { agent: string }) | undefined> {
      const [row] = await db
        .select({ envelope: redEnvelopes, agent: members.username })
        .from(redEnvelopes)
        .innerJoin(members, eq(members.id, redEnvelopes.agentId))
        .where(and(eq(redEnvelopes.merchantId, merchantId), eq(redEnvelopes.id, id)));
      return row ? { ...row.envelope, agent: row.agent } : undefined;
    },

    /** The envelope, locked until the transaction ends: claims and the expiry queue here. */
    async lockEnvelope(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<(EnvelopeRow & { agent: string }) | undefined> {
      const [row] = await db
        .select({ envelope: redEnvelopes, agent: members.username })
        .from(redEnvelopes)
        .innerJoin(members, eq(members.id, redEnvelopes.agentId))
        .where(and(eq(redEnvelopes.merchantId, merchantId), eq(redEnvelopes.id, id)))
        .for('update', { of: redEnvelopes });
      return row ? { ...row.envelope, agent: row.agent } : undefined;
    },

    /** The agent's place above the member: 1 for a direct downline, null when not above. */
    async depthBelow(db: Executor, agentId: number, memberId: number): Promise<number | null> {
      const [row] = await db
        .select({ depth: agentTree.depth })
        .from(agentTree)
        .where(and(eq(agentTree.ancestorId, agentId), eq(agentTree.descendantId, memberId)));
      return row && row.depth >= 1 ? row.depth : null;
    },

    async hasClaimed(db: Executor, envelopeId: number, memberId: number): Promise<boolean> {
      const [row] = await db
        .select({ seq: redEnvelopeShares.seq })
        .from(redEnvelopeShares)
        .where(
          and(
            eq(redEnvelopeShares.envelopeId, envelopeId),
            eq(redEnvelopeShares.claimedBy, memberId),
          ),
        );
      return row !== undefined;
    },

    /** Takes the next unclaimed share for the member (the envelope row is locked). */
    async takeNextShare(
      db: Executor,
      envelopeId: number,
      memberId: number,
      at: Date,
    ): Promise<{ seq: number; amount: bigint } | undefined> {
      const [next] = await db
        .select({ seq: redEnvelopeShares.seq, amount: redEnvelopeShares.amount })
        .from(redEnvelopeShares)
        .where(
          and(eq(redEnvelopeShares.envelopeId, envelopeId), isNull(redEnvelopeShares.claimedBy)),
        )
        .orderBy(asc(redEnvelopeShares.seq))
        .limit(1);
      if (!next) return undefined;
      await db
        .update(redEnvelopeShares)
        .set({ claimedBy: memberId, claimedAt: at })
        .where(
          and(eq(redEnvelopeShares.envelopeId, envelopeId), eq(redEnvelopeShares.seq, next.seq)),
        );
      await db
        .update(redEnvelopes)
        .set({
          claimedCount: sql`${redEnvelopes.claimedCount} + 1`,
          claimedAmount: sql`${redEnvelopes.claimedAmount} + ${next.amount}`,
        })
        .where(eq(redEnvelopes.id, envelopeId));
      return next;
    },

    async close(db: Executor, envelopeId: number, refunded: bigint, at: Date): Promise<void> {
      await db
        .update(redEnvelopes)
        .set({ refundedAmount: refunded, closedAt: at })
        .where(eq(redEnvelopes.id, envelopeId));
    },

    /** Envelopes past their expiry that were not closed yet, oldest first, of every brand. */
    async findDue(
      db: Executor,
      now: Date,
      limit: number,
      agentId?: number,
    ): Promise<Array<{ id: number; merchantId: number }>> {
      return db
        .select({ id: redEnvelopes.id, merchantId: redEnvelopes.merchantId })
        .from(redEnvelopes)
        .where(
          and(
            isNull(redEnvelopes.closedAt),
            lte(redEnvelopes.expiresAt, now),
            agentId === undefined ? undefined : eq(redEnvelopes.agentId, agentId),
          ),
        )
        .orderBy(asc(redEnvelopes.expiresAt))
        .limit(limit);
    },

    /** A page of envelopes (one agent's, or the brand's), newest first, with the total. */
    async list(
      db: Executor,
      filter: EnvelopeListFilter,
    ): Promise<{ rows: Array<EnvelopeRow & { agent: string }>; total: number }> {
      const where = and(
        eq(redEnvelopes.merchantId, filter.merchantId),
        filter.agentId === undefined ? undefined : eq(redEnvelopes.agentId, filter.agentId),
        filter.state ? stateCondition(filter.state, filter.now) : undefined,
      );
      const [counted] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(redEnvelopes)
        .where(where);
      const rows = await db
        .select({ envelope: redEnvelopes, agent: members.username })
        .from(redEnvelopes)
        .innerJoin(members, eq(members.id, redEnvelopes.agentId))
        .where(where)
        .orderBy(desc(redEnvelopes.createdAt), desc(redEnvelopes.id))
        .limit(filter.limit)
        .offset(filter.offset);
      return {
        rows: rows.map((row) => ({ ...row.envelope, agent: row.agent })),
        total: Number(counted?.total ?? 0),
      };
    },

    /** The claims of some envelopes, in claim order. */
    async claimsOf(db: Executor, envelopeIds: number[]): Promise<ClaimRow[]> {
      if (envelopeIds.length === 0) return [];
      const rows = await db
        .select({
          envelopeId: redEnvelopeShares.envelopeId,
          account: members.username,
          amount: redEnvelopeShares.amount,
          claimedAt: redEnvelopeShares.claimedAt,
        })
        .from(redEnvelopeShares)
        .innerJoin(members, eq(members.id, redEnvelopeShares.claimedBy))
        .where(
          and(
            inArray(redEnvelopeShares.envelopeId, envelopeIds),
            isNotNull(redEnvelopeShares.claimedAt),
          ),
        )
        .orderBy(asc(redEnvelopeShares.claimedAt), asc(redEnvelopeShares.seq));
      return rows.map((row) => ({ ...row, claimedAt: row.claimedAt ?? new Date(0) }));
    },

    /**
     * Envelopes the member may claim now: funded by an agent above it (directly for a
     * `direct` audience), live, with shares left, and not claimed by it yet.
     */
    async findClaimable(db: Executor, merchantId: number, memberId: number, now: Date) {
      return rowsOf<{
        id: number | string;
        agent: string;
        message: string;
        shares_left: number | string;
        expires_at: Date | string;
      }>(
        db,
        sql`select e.id, m.username as agent, e.message,
              e.share_count - e.claimed_count as shares_left, e.expires_at
            from agent_tree t
            join red_envelopes e on e.agent_id = t.ancestor_id
            join members m on m.id = e.agent_id
            where t.descendant_id = ${memberId} and t.depth >= 1
              and (e.audience = 'team' or t.depth = 1)
              and e.merchant_id = ${merchantId} and e.closed_at is null
              and e.expires_at > ${now.toISOString()}::timestamptz
              and e.claimed_count < e.share_count
              and not exists (select 1 from red_envelope_shares s
                where s.envelope_id = e.id and s.claimed_by = ${memberId})
            order by e.expires_at, e.id
            limit 50`,
      );
    },
  };
}
export type RedEnvelopesRepository = ReturnType<typeof createRedEnvelopesRepository>;
