import type {
  BoInboxMessage,
  InboxAudience,
  composeInboxMessageSchema,
  LocalizedText,
} from '@lobby/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import type { InboxDelivery } from './inbox-delivery.ts';
import type { InboxMessageRow, InboxRepository, NewInboxMessage } from './inbox.repository.ts';

type Compose = z.output<typeof composeInboxMessageSchema>;

/** Who acts, from where: the audit trail's actor. */
export interface StaffActor {
  merchantId: number;
  staffId: number;
  ip: string;
}

export interface InboxOperatorDeps {
  db: Db;
  repository: InboxRepository;
  delivery: InboxDelivery;
  now?: () => Date;
}

function sanitizeEach(text: LocalizedText): LocalizedText {
  return { en: sanitizeHtml(text.en), th: sanitizeHtml(text.th), tl: sanitizeHtml(text.tl) };
}

/**
 * The operator's side of the inbox (issue 15 item 9): compose to a member, a segment or the
 * whole brand, schedule, withdraw, list; every act in the audit trail.
 */
export function createInboxOperator(deps: InboxOperatorDeps) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  /** The audience's columns; a username that is not an account of the brand is refused. */
  async function audienceColumns(
    executor: Executor,
    merchantId: number,
    audience: InboxAudience,
  ): Promise<Pick<NewInboxMessage, 'audienceKind' | 'memberId' | 'audienceValue'>> {
    switch (audience.kind) {
      case 'member': {
        const account = await repository.findAccount(executor, merchantId, audience.username);
        if (!account) throw new AppError('inbox_audience_not_found');
        return { audienceKind: 'member', memberId: account.id, audienceValue: null };
      }
      case 'team': {
        const agent = await repository.findAccount(executor, merchantId, audience.agentUsername);
        if (!agent) throw new AppError('inbox_audience_not_found');
        return { audienceKind: 'team', memberId: null, audienceValue: agent.id };
      }
      case 'vip':
        return { audienceKind: 'vip', memberId: null, audienceValue: audience.minLevel };
      case 'agents':
      case 'brand':
        return { audienceKind: audience.kind, memberId: null, audienceValue: null };
      default:
        return audience satisfies never;
    }
  }

  async function viewsOf(rows: InboxMessageRow[]): Promise<BoInboxMessage[]> {
    const ids = rows.map((row) => row.id);
    const accountIds = rows.flatMap((row) =>
      row.memberId !== null
        ? [row.memberId]
        : row.audienceKind === 'team'
          ? [row.audienceValue!]
          : [],
    );
    const [reads, names] = await Promise.all([
      repository.readCounts(db, ids),
      repository.usernamesOf(db, accountIds),
    ]);
    return rows.map((row) => {
      const accountId = row.memberId ?? (row.audienceKind === 'team' ? row.audienceValue : null);
      const target =
        accountId !== null
          ? (names.get(accountId) ?? null)
          : row.audienceKind === 'vip'
            ? String(row.audienceValue)
            : null;
      return {
        id: row.id,
        kind: row.kind,
        audience: { kind: row.audienceKind, target },
        title: row.title.en,
        promotionId: row.promotionId,
        visibleFrom: row.visibleFrom.toISOString(),
        withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        readCount: reads.get(row.id) ?? 0,
      };
    });
  }

  return {
    async list(merchantId: number): Promise<{ messages: BoInboxMessage[] }> {
      return { messages: await viewsOf(await repository.listOfBrand(db, merchantId, 200)) };
    },

    /** Stores the message once (no row per member), audited; announced now unless scheduled. */
    async compose(actor: StaffActor, input: Compose): Promise<BoInboxMessage> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const audience = await audienceColumns(tx, actor.merchantId, input.audience);
        const stored = await deps.delivery.store(
          tx,
          {
            merchantId: actor.merchantId,
            kind: 'notice',
            ...audience,
            title: input.title,
            bodyHtml: sanitizeEach(input.bodyHtml),
            promotionId: input.promotionId,
            visibleFrom: input.visibleFrom ? new Date(input.visibleFrom) : at,
            createdBy: actor.staffId,
          },
          at,
        );
        await recordAudit(tx, {
          merchantId: actor.merchantId,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'inbox.compose',
          subjectKind: 'inbox_message',
          subjectId: stored.id,
          after: { audience: input.audience, visibleFrom: stored.visibleFrom.toISOString() },
          ip: actor.ip,
        });
        return stored;
      });
      if (row.announcedAt) deps.delivery.announce(row);
      return (await viewsOf([row]))[0]!;
    },

    /** Takes the message out of every inbox; another brand's id is not found. */
    async withdraw(actor: StaffActor, id: number): Promise<BoInboxMessage> {
      const row = await db.transaction(async (tx) => {
        const before = await repository.findOfBrand(tx, actor.merchantId, id);
        if (!before) throw new AppError('inbox_message_not_found');
        const after = await repository.withdraw(tx, actor.merchantId, id);
        await recordAudit(tx, {
          merchantId: actor.merchantId,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'inbox.withdraw',
          subjectKind: 'inbox_message',
          subjectId: id,
          before: { withdrawnAt: before.withdrawnAt?.toISOString() ?? null },
          after: { withdrawnAt: after!.withdrawnAt?.toISOString() ?? null },
          ip: actor.ip,
        });
        return after!;
      });
      deps.delivery.announce(row);
      return (await viewsOf([row]))[0]!;
    },
  };
}
export type InboxOperator = ReturnType<typeof createInboxOperator>;
