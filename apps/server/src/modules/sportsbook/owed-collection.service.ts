import { sql } from 'drizzle-orm';
import { formatMinorUnits } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { unitDecimals } from '../games/index.ts';
import { auditBook, type StaffActor } from './book-audit.ts';
import {
  bookLeg,
  postingTransactionId,
  stakeTransactionId,
  type BookWallet,
} from './book-wallet.ts';
import type { PlayerTokens } from './session-tokens.ts';

interface OwedRow {
  id: string;
  merchant_id: string;
  member_id: string;
  username: string;
  owed: string;
  postings: number;
  unit: string;
  vendor: string;
  request_id: string;
  decimals: number;
  settled_at: Date | string | null;
  /** The member's newest sealed game session (of any of their bets): a live one may take it. */
  newest_token: string;
}

const owedRows = (db: Db, where: ReturnType<typeof sql>, limit: number) =>
  rowsOf<OwedRow>(
    db,
    sql`select b.id::text, b.merchant_id::text, b.member_id::text, m.username, b.owed::text,
               b.postings, b.unit, b.vendor, b.request_id, mc.currency_decimals as decimals,
               b.settled_at,
               (select n.session_token_sealed from sb_bets n where n.member_id = b.member_id
                 order by n.placed_at desc, n.id desc limit 1) as newest_token
          from sb_bets b
          join members m on m.id = b.member_id
          join merchants mc on mc.id = b.merchant_id
         where b.owed > 0 and ${where}
         order by b.id limit ${limit}`,
  );

/**
 * Money owed to the book (docs/sportsbook.md "Owed money"): a re-settlement that lowered a
 * return the wallet would not take back leaves `sb_bets.owed`. The job takes it back in full,
 * as a WITHDRAW with the bet's next posting id, through the member's newest game session (a
 * later bet brings a live one) once their balance covers it; the wallet refuses an overdraft,
 * so a wallet never goes negative. The operator lists owed bets and writes one off (audited).
 */
export function createOwedCollection(deps: {
  db: Db;
  wallet: BookWallet;
  tokens: PlayerTokens;
  log: { warn(details: Record<string, unknown>, message: string): void };
}) {
  const { db, wallet, tokens } = deps;

  async function collect(row: OwedRow): Promise<boolean> {
    const merchantId = Number(row.merchant_id);
    const memberId = Number(row.member_id);
    const owed = BigInt(row.owed);
    const stakeId = stakeTransactionId(merchantId, memberId, row.request_id);
    const n = row.postings + 1;
    const leg = bookLeg(
      stakeId,
      postingTransactionId(stakeId, n),
      owed,
      unitDecimals(row.unit, row.decimals),
      row.vendor === 'LOBBYES',
    );
    const player = {
      merchantId,
      memberId,
      currency: row.unit,
      token: tokens.open(row.newest_token) ?? '',
    };
    try {
      await wallet.withdraw(player, leg);
    } catch (error) {
      // no live session or not enough money: nothing moved, the next run tries again
      deps.log.warn({ betId: row.id, error: String(error) }, 'sportsbook owed not collected yet');
      return false;
    }
    // the same posting id is written once: a run that lost a race changes nothing
    await db.execute(sql`
      update sb_bets set owed = owed - ${owed}, postings = ${n}
       where id = ${Number(row.id)} and postings = ${row.postings} and owed >= ${owed}`);
    return true;
  }

  return {
    /** The job: tries every owed bet once (oldest first); answers how many were collected. */
    async collectDue(limit = 200): Promise<number> {
      let collected = 0;
      // a bet a settlement run holds (`settling`) waits: the run uses its next posting id
      for (const row of await owedRows(db, sql`b.state = 'settled'`, limit)) {
        if (await collect(row)) collected += 1;
      }
      return collected;
    },

    async list(merchantId: number) {
      const rows = await owedRows(db, sql`b.merchant_id = ${merchantId}`, 500);
      return {
        bets: rows.map((r) => ({
          betId: Number(r.id),
          memberId: Number(r.member_id),
          username: r.username,
          unit: r.unit,
          owed: formatMinorUnits(BigInt(r.owed), unitDecimals(r.unit, r.decimals)),
          settledAt: r.settled_at === null ? null : new Date(r.settled_at).toISOString(),
        })),
      };
    },

    /** Writes off what a bet owes (audited); a bet that owes nothing is sb_nothing_owed. */
    async writeOff(merchantId: number, actor: StaffActor, betId: number) {
      return db.transaction(async (tx) => {
        const [row] = await rowsOf<{ owed: string; unit: string; decimals: number }>(
          tx,
          sql`select b.owed::text, b.unit, mc.currency_decimals as decimals
                from sb_bets b join merchants mc on mc.id = b.merchant_id
               where b.id = ${betId} and b.merchant_id = ${merchantId} for update of b`,
        );
        if (!row) throw new AppError('sb_bet_not_found');
        const owed = BigInt(row.owed);
        if (owed === 0n) throw new AppError('sb_nothing_owed');
        await tx.execute(sql`
          update sb_bets set owed = 0, written_off = written_off + ${owed} where id = ${betId}`);
        await auditBook(
          tx,
          merchantId,
          actor,
          'sportsbook.owed.write_off',
          { kind: 'sb_bet', id: betId },
          { writtenOff: owed },
        );
        const amount = formatMinorUnits(owed, unitDecimals(row.unit, row.decimals));
        return { betId, writtenOff: amount };
      });
    },
  };
}
export type OwedCollection = ReturnType<typeof createOwedCollection>;
