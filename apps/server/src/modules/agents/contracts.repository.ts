import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ContractEndReason, ContractKind, ContractState } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { agentContracts, members } from '../../db/schema/index.ts';

export type ContractRow = typeof agentContracts.$inferSelect;
export type NewContract = typeof agentContracts.$inferInsert;
/** A contract with the usernames of its parties, as the views need it. */
export type ContractWithParties = ContractRow & {
  /** Null: the house offered it. */
  upline: string | null;
  holder: string;
  holderNickname: string;
};

/** The states in which a contract still counts: a pending offer or a running contract. */
export const liveStates: ContractState[] = ['offered', 'accepted'];

const uplines = alias(members, 'upline');
const holders = alias(members, 'holder');

/** Who a list is for: the offering agent, the holder, or the whole brand (operator). */
export type ContractParty = { uplineId: number } | { holderId: number } | Record<string, never>;

export interface ContractFilter {
  kind?: ContractKind;
  state?: ContractState;
  /** Username of the other party (or of either party for the operator). */
  username?: string;
  pageNo: number;
  pageSize: number;
}

/** The state an ended contract takes: an offer is withdrawn, a running contract terminated. */
const endedState = sql`case when ${agentContracts.state} = 'accepted' then 'terminated' else 'withdrawn' end`;

/** SQL for agent contracts; returns plain rows. */
export function createContractsRepository() {
  const withParties = (db: Executor) =>
    db
      .select({
        contract: agentContracts,
        upline: uplines.username,
        holder: holders.username,
        holderNickname: holders.nickname,
      })
      .from(agentContracts)
      .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
      .innerJoin(holders, eq(holders.id, agentContracts.holderId));
  const flatten = (row: {
    contract: ContractRow;
    upline: string | null;
    holder: string;
    holderNickname: string;
  }): ContractWithParties => ({
    ...row.contract,
    upline: row.upline,
    holder: row.holder,
    holderNickname: row.holderNickname,
  });

  function filterOf(merchantId: number, party: ContractParty, filter: ContractFilter): SQL {
    const conditions: (SQL | undefined)[] = [eq(agentContracts.merchantId, merchantId)];
    if ('uplineId' in party) conditions.push(eq(agentContracts.uplineId, party.uplineId));
    if ('holderId' in party) conditions.push(eq(agentContracts.holderId, party.holderId));
    if (filter.kind) conditions.push(eq(agentContracts.kind, filter.kind));
    if (filter.state) conditions.push(eq(agentContracts.state, filter.state));
    if (filter.username) {
      const name = filter.username.toLowerCase();
      if ('uplineId' in party) conditions.push(eq(holders.username, name));
      else if ('holderId' in party) conditions.push(eq(uplines.username, name));
      else conditions.push(sql`(${uplines.username} = ${name} or ${holders.username} = ${name})`);
    }
    return and(...conditions)!;
  }

  return {
    async insert(db: Executor, values: NewContract): Promise<ContractRow> {
      const [row] = await db.insert(agentContracts).values(values).returning();
      return row!;
    },

    async findWithParties(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<ContractWithParties | undefined> {
      const [row] = await withParties(db)
        .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
        .limit(1);
      return row ? flatten(row) : undefined;
    },

    /** Locks one contract of the brand for a state change. */
    async lock(db: Executor, merchantId: number, id: number): Promise<ContractRow | undefined> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(and(eq(agentContracts.merchantId, merchantId), eq(agentContracts.id, id)))
        .for('update');
      return row;
    },

    /** The holder's contract of a kind in a state (at most one by the unique indexes). */
    async findOfHolder(
      db: Executor,
      holderId: number,
      kind: ContractKind,
      state: 'offered' | 'accepted',
    ): Promise<ContractRow | undefined> {
      const [row] = await db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.holderId, holderId),
            eq(agentContracts.kind, kind),
            eq(agentContracts.state, state),
          ),
        )
        .limit(1);
      return row;
    },

    /** Moves one contract on, only from the state it was read in. */
    async setState(
      db: Executor,
      id: number,
      from: ContractState,
      change: Partial<Pick<ContractRow, 'state' | 'answeredAt' | 'endedAt' | 'endReason'>>,
    ): Promise<ContractRow | undefined> {
      const [row] = await db
        .update(agentContracts)
        .set(change)
        .where(and(eq(agentContracts.id, id), eq(agentContracts.state, from)))
        .returning();
      return row;
    },

    /** The live contracts of a kind an agent offered (its direct downlines'). */
    async liveOffered(db: Executor, uplineId: number, kind: ContractKind): Promise<ContractRow[]> {
      return db
        .select()
        .from(agentContracts)
        .where(
          and(
            eq(agentContracts.uplineId, uplineId),
            eq(agentContracts.kind, kind),
            inArray(agentContracts.state, liveStates),
          ),
        );
    },

    /** Ends the given live contracts (offers withdrawn, running ones terminated). */
    async endContracts(
      db: Executor,
      ids: number[],
      reason: ContractEndReason,
      at: Date,
    ): Promise<ContractRow[]> {
      if (ids.length === 0) return [];
      return db
        .update(agentContracts)
        .set({ state: endedState as unknown as ContractState, endedAt: at, endReason: reason })
        .where(and(inArray(agentContracts.id, ids), inArray(agentContracts.state, liveStates)))
        .returning();
    },

    /** A page of contracts, newest first. */
    async list(
      db: Executor,
      merchantId: number,
      party: ContractParty,
      filter: ContractFilter,
    ): Promise<{ rows: ContractWithParties[]; total: number }> {
      const where = filterOf(merchantId, party, filter);
      const [rows, [total]] = await Promise.all([
        withParties(db)
          .where(where)
          .orderBy(desc(agentContracts.id))
          .limit(filter.pageSize)
          .offset((filter.pageNo - 1) * filter.pageSize),
        db
          .select({ n: count() })
          .from(agentContracts)
          .leftJoin(uplines, eq(uplines.id, agentContracts.uplineId))
          .innerJoin(holders, eq(holders.id, agentContracts.holderId))
          .where(where),
      ]);
      return { rows: rows.map(flatten), total: total?.n ?? 0 };
    },

    /** The live contracts of these holders (offers and running), oldest first. */
    async liveOfHolders(
      db: Executor,
      holderIds: number[],
      states: ContractState[] = liveStates,
    ): Promise<ContractWithParties[]> {
      if (holderIds.length === 0) return [];
      const rows = await withParties(db)
        .where(
          and(inArray(agentContracts.holderId, holderIds), inArray(agentContracts.state, states)),
        )
        .orderBy(agentContracts.id);
      return rows.map(flatten);
    },
  };
}
export type ContractsRepository = ReturnType<typeof createContractsRepository>;
