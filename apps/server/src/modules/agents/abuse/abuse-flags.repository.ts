import { sql, type SQL } from 'drizzle-orm';
import type { AbuseFlagKind } from '@lobby/contracts';
import { rowsOf, type Executor } from '../../../db/rows.ts';

export interface AbuseFlagRow {
  id: number;
  kind: AbuseFlagKind;
  agent: string;
  member: string | null;
  evidence: Record<string, unknown>;
  createdAt: Date;
  reviewedAt: Date | null;
}

export interface AbuseFlagFilter {
  merchantId: number;
  kind?: AbuseFlagKind | undefined;
  reviewed: 'false' | 'true' | 'all';
  offset: number;
  limit: number;
}

interface RawFlag {
  id: number | string;
  kind: AbuseFlagKind;
  agent: string;
  member: string | null;
  evidence: Record<string, unknown> | string;
  created_at: Date | string;
  reviewed_at: Date | string | null;
}

const flagColumns = sql`f.id, f.kind, a.username as agent, m.username as member, f.evidence,
  f.created_at, f.reviewed_at`;
const flagJoins = sql`from abuse_flags f join members a on a.id = f.agent_id
  left join members m on m.id = f.member_id`;

function toFlag(row: RawFlag): AbuseFlagRow {
  return {
    id: Number(row.id),
    kind: row.kind,
    agent: row.agent,
    member: row.member,
    evidence: typeof row.evidence === 'string' ? JSON.parse(row.evidence) : row.evidence,
    createdAt: new Date(row.created_at),
    reviewedAt: row.reviewed_at === null ? null : new Date(row.reviewed_at),
  };
}

/** SQL of the abuse flags; detection itself is the database's (migration 0016) or one insert. */
export function createAbuseFlagsRepository() {
  return {
    /** Self-referral over every account registered or logged in since `since`; rows added. */
    async flagSelfReferrals(db: Executor, since: Date): Promise<number> {
      const [row] = await rowsOf<{ flagged: number }>(
        db,
        sql`select abuse_flag_self_referral(null, ${since.toISOString()}::timestamptz) as flagged`,
      );
      return Number(row?.flagged ?? 0);
    },

    /**
     * Dormant agents: active agent accounts older than the brand's days, without a login in
     * that time and without a statistics row (a bet, deposit or withdrawal) of anyone of their
     * team (themselves included) in as many local days. Rows added.
     */
    async flagDormantAgents(db: Executor, now: Date): Promise<number> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const rows = await rowsOf<{ id: unknown }>(
        db,
        sql`insert into abuse_flags (merchant_id, kind, agent_id, member_id, evidence)
            select a.merchant_id, 'dormant_agent', a.id, null,
              jsonb_build_object('days', s.days, 'lastLoginAt', a.last_login_at)
            from members a
            join merchants b on b.id = a.merchant_id
            cross join lateral (select coalesce((select g.dormant_agent_days from agent_settings g
              where g.merchant_id = a.merchant_id), 30) as days) s
            where a.type in (1, 2, 41, 42) and a.status = 'active'
              and a.created_at < ${at} - make_interval(days => s.days)
              and (a.last_login_at is null or a.last_login_at < ${at} - make_interval(days => s.days))
              and not exists (select 1 from agent_tree t
                join member_stats_daily d on d.member_id = t.descendant_id
                where t.ancestor_id = a.id
                  and d.day > (${at} at time zone b.time_zone)::date - s.days)
            on conflict on constraint abuse_flags_once do nothing
            returning id`,
      );
      return rows.length;
    },

    async list(
      db: Executor,
      filter: AbuseFlagFilter,
    ): Promise<{ rows: AbuseFlagRow[]; total: number }> {
      const conditions: SQL[] = [sql`f.merchant_id = ${filter.merchantId}`];
      if (filter.kind) conditions.push(sql`f.kind = ${filter.kind}`);
      if (filter.reviewed === 'false') conditions.push(sql`f.reviewed_at is null`);
      if (filter.reviewed === 'true') conditions.push(sql`f.reviewed_at is not null`);
      const where = sql.join(conditions, sql` and `);
      const [counted] = await rowsOf<{ total: number }>(
        db,
        sql`select count(*)::int as total from abuse_flags f where ${where}`,
      );
      const rows = await rowsOf<RawFlag>(
        db,
        sql`select ${flagColumns} ${flagJoins} where ${where}
            order by f.created_at desc, f.id desc limit ${filter.limit} offset ${filter.offset}`,
      );
      return { rows: rows.map(toFlag), total: Number(counted?.total ?? 0) };
    },

    async find(db: Executor, merchantId: number, id: number): Promise<AbuseFlagRow | undefined> {
      const [row] = await rowsOf<RawFlag>(
        db,
        sql`select ${flagColumns} ${flagJoins} where f.merchant_id = ${merchantId} and f.id = ${id}`,
      );
      return row ? toFlag(row) : undefined;
    },

    /** Marks an open flag reviewed; false when it was reviewed already (or is not there). */
    async markReviewed(
      db: Executor,
      merchantId: number,
      id: number,
      staffId: number,
    ): Promise<boolean> {
      const rows = await rowsOf<{ id: unknown }>(
        db,
        sql`update abuse_flags set reviewed_at = now(), reviewed_by = ${staffId}
            where merchant_id = ${merchantId} and id = ${id} and reviewed_at is null
            returning id`,
      );
      return rows.length > 0;
    },
  };
}
export type AbuseFlagsRepository = ReturnType<typeof createAbuseFlagsRepository>;
