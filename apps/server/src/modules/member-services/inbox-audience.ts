import { sql, type SQL } from 'drizzle-orm';

/** What decides which messages a member sees; read once per call. */
export interface InboxReader {
  merchantId: number;
  memberId: number;
  /** When the account was made: a broadcast reaches the accounts that existed when it was sent. */
  joinedAt: Date;
  isAgent: boolean;
  vipLevel: number;
  /** The account and its uplines (the agent teams it belongs to). */
  uplines: number[];
}

/**
 * The condition on `m` (inbox_messages) and `r` (the reader's inbox_receipts, left joined)
 * for "a message in this member's inbox now": visible, not withdrawn, not deleted by them, and
 * addressed to them directly or through an audience they fit. Nothing per member is stored
 * for a broadcast: this is evaluated at read time.
 */
export function visibleTo(reader: InboxReader): SQL {
  const uplines = sql.join(
    reader.uplines.map((id) => sql`${id}`),
    sql`, `,
  );
  return sql`m.merchant_id = ${reader.merchantId}
    and m.withdrawn_at is null
    and m.visible_from <= now()
    and r.deleted_at is null
    and (
      m.member_id = ${reader.memberId}
      or (
        m.audience_kind <> 'member'
        and m.visible_from >= ${reader.joinedAt.toISOString()}::timestamptz
        and (
          m.audience_kind = 'brand'
          or (m.audience_kind = 'agents' and ${reader.isAgent}::boolean)
          or (m.audience_kind = 'vip' and m.audience_value <= ${reader.vipLevel}::bigint)
          or (m.audience_kind = 'team' and m.audience_value in (${uplines}))
        )
      )
    )`;
}

/** The receipts join for `visibleTo`. */
export function receiptsOf(reader: InboxReader): SQL {
  return sql`left join inbox_receipts r on r.message_id = m.id and r.member_id = ${reader.memberId}`;
}
