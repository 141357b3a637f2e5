import type { AbuseFlag, AbuseFlagKind, AbuseFlagPage } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/app-error.ts';
import { recordAudit } from '../../../platform/audit-trail.ts';
import type { AbuseFlagRow, AbuseFlagsRepository } from './abuse-flags.repository.ts';

/** How far back each run of the job looks for registrations and logins (runs overlap). */
const selfReferralLookbackMs = 2 * 3_600_000;

const toView = (row: AbuseFlagRow): AbuseFlag => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  reviewedAt: row.reviewedAt?.toISOString() ?? null,
});

/**
 * Agent abuse flags for the operator (issue 13, "Domain: Abuse"). Detection flags; it never
 * pays, holds or refuses anything. See docs/agents.md, "Abuse flags".
 */
export function createAbuseFlags(deps: {
  db: Db;
  repository: AbuseFlagsRepository;
  clock?: () => Date;
}) {
  const { db, repository } = deps;
  const now = deps.clock ?? (() => new Date());

  return {
    /** The scheduled job: recent self-referrals and dormant agents; how many flags it added. */
    async detect(): Promise<{ selfReferral: number; dormant: number }> {
      const at = now();
      const since = new Date(at.getTime() - selfReferralLookbackMs);
      return {
        selfReferral: await repository.flagSelfReferrals(db, since),
        dormant: await repository.flagDormantAgents(db, at),
      };
    },

    async list(
      merchantId: number,
      query: {
        kind?: AbuseFlagKind | undefined;
        reviewed: 'false' | 'true' | 'all';
        pageNo: number;
        pageSize: number;
      },
    ): Promise<AbuseFlagPage> {
      const { rows, total } = await repository.list(db, {
        merchantId,
        kind: query.kind,
        reviewed: query.reviewed,
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows.map(toView),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
      };
    },

    /** Marks a flag reviewed with an audit row; a reviewed one answers unchanged. */
    async review(merchantId: number, id: number, staff: { id: number; ip: string }) {
      return db.transaction(async (tx) => {
        if (await repository.markReviewed(tx, merchantId, id, staff.id)) {
          await recordAudit(tx, {
            merchantId,
            actorKind: 'staff',
            actorId: staff.id,
            action: 'abuse_flag.review',
            subjectKind: 'abuse_flag',
            subjectId: id,
            after: { reviewed: true },
            ip: staff.ip,
          });
        }
        const row = await repository.find(tx, merchantId, id);
        if (!row) throw new AppError('abuse_flag_not_found');
        return toView(row);
      });
    },
  };
}
export type AbuseFlags = ReturnType<typeof createAbuseFlags>;
