import type { SQL } from 'drizzle-orm';
import type { Language, TransactionType } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import type { InstantRange } from '../../platform/local-dates.ts';
import {
  createRecordsRepository,
  type HistoryOrder,
  type HistoryRow,
} from './records.repository.ts';

export type TeamHistoryRow = HistoryRow;
export type TeamHistoryOrder = HistoryOrder;

/** What the team transactions report asks: whose rows, which kinds, when, in what order. */
export interface TeamHistoryQuery {
  merchantId: number;
  /** One member, or a subquery of member ids (the agent's subtree, from the agents module). */
  members: number | SQL;
  types: ReadonlySet<TransactionType>;
  range: InstantRange;
  lang: Language;
  order: HistoryOrder;
  offset: number;
  limit: number;
}

/**
 * The member transaction history over many members at once (the agent centre's team
 * transactions): the same rows, kinds and labels as a member's own history, plus the account.
 */
export function createTeamHistory(db: Executor) {
  const repository = createRecordsRepository(db);
  return {
    find(query: TeamHistoryQuery): Promise<{ rows: TeamHistoryRow[]; total: number }> {
      return repository.findHistory(
        {
          merchantId: query.merchantId,
          memberId: typeof query.members === 'number' ? query.members : { in: query.members },
          range: query.range,
          lang: query.lang,
          offset: query.offset,
          limit: query.limit,
        },
        query.types,
        query.order,
      );
    },
  };
}
export type TeamHistory = ReturnType<typeof createTeamHistory>;
