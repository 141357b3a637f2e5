import { sql, type SQL } from 'drizzle-orm';
import type { DownlineListQuery } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { rowsOf } from '../../db/rows.ts';
import { agentDownlineRemarks } from '../../db/schema/index.ts';

export interface DownlineRecord {
  id: number;
  username: string;
  nickname: string;
  type: number;
  status: 'active' | 'disabled';
  depth: number;
  parent: string | null;
  teamSize: number;
  remark: string | null;
  createdAt: Date;
  lastLoginAt: Date | null;
}

const sortColumns = {
  username: sql`m.username`,
  createdAt: sql`m.created_at`,
  lastLoginAt: sql`m.last_login_at`,
} as const;

/** `%` and `_` typed by the agent are letters, not wildcards. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const toDate = (value: unknown) => (value === null ? null : new Date(value as string));

/**
 * SQL of downline management over the closure table: a page of one account's direct
 * downlines, or a username search across the whole team, with the asking agent's remarks.
 */
export function createDownlinesRepository() {
  return {
    async page(
      db: Executor,
      agentId: number,
      listOf: number,
      query: DownlineListQuery,
    ): Promise<{ rows: DownlineRecord[]; total: number }> {
      const scope: SQL = query.username
        ? sql`t.ancestor_id = ${agentId} and t.depth >= 1 and m.username like ${likePrefix(query.username)}`
        : sql`t.ancestor_id = ${listOf} and t.depth = 1`;
      const status = query.status ? sql` and m.status = ${query.status}` : sql``;
      const from = sql`from agent_tree t join members m on m.id = t.descendant_id
        where ${scope}${status}`;
      const order = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
      // the page and the count at once (two connections of the pool; queued on one)
      const [rows, [counted]] = await Promise.all([
        rowsOf<Record<string, unknown>>(
          db,
          sql`select m.id, m.username, m.nickname, m.type, m.status, m.created_at, m.last_login_at,
              (select d.depth from agent_tree d
                where d.ancestor_id = ${agentId} and d.descendant_id = m.id) as depth,
              p.username as parent,
              (select count(*) - 1 from agent_tree s where s.ancestor_id = m.id)::int as team_size,
              r.remark
            from agent_tree t
            join members m on m.id = t.descendant_id
            left join members p on p.id = m.parent_id
            left join agent_downline_remarks r on r.agent_id = ${agentId} and r.downline_id = m.id
            where ${scope}${status}
            order by ${sortColumns[query.sort]} ${order} nulls last, m.id ${order}
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
        ),
        rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from}`),
      ]);
      return {
        rows: rows.map((row) => ({
          id: Number(row.id),
          username: row.username as string,
          nickname: row.nickname as string,
          type: Number(row.type),
          status: row.status as 'active' | 'disabled',
          depth: Number(row.depth),
          parent: (row.parent as string | null) ?? null,
          teamSize: Number(row.team_size),
          remark: (row.remark as string | null) ?? null,
          createdAt: toDate(row.created_at)!,
          lastLoginAt: toDate(row.last_login_at),
        })),
        total: Number(counted?.n ?? 0),
      };
    },

    /** Sets (or, with an empty text, clears) the agent's remark on an account. */
    async setRemark(
      db: Executor,
      entry: { merchantId: number; agentId: number; downlineId: number; remark: string },
    ): Promise<void> {
      if (entry.remark === '') {
        await db.execute(
          sql`delete from agent_downline_remarks
              where agent_id = ${entry.agentId} and downline_id = ${entry.downlineId}`,
        );
        return;
      }
      await db
        .insert(agentDownlineRemarks)
        .values(entry)
        .onConflictDoUpdate({
          target: [agentDownlineRemarks.agentId, agentDownlineRemarks.downlineId],
          set: { remark: entry.remark, updatedAt: new Date() },
        });
    },
  };
}
export type DownlinesRepository = ReturnType<typeof createDownlinesRepository>;
