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
  /** A collection in flight (claimed, not finished): its posting number and amount. */
  collecting_posting: number | null;
  collecting_amount: string | null;
}

const owedRows = (db: Db, where: ReturnType<typeof sql>, limit: number) =>
  rowsOf<OwedRow>(
    db,
    sql`select b.id::text, b.merchant_id::text, b.member_id::text, m.username, b.owed::text,
               b.postings, b.unit, b.vendor, b.request_id, mc.currency_decimals as decimals,
               b.settled_at, b.collecting_posting, b.collecting_amount::text,
               (select n.session_token_sealed from sb_bets n where n.member_id = b.member_id
                 order by n.placed_at desc, n.id desc limit 1) as newest_token
          from sb_bets b
          join members m on m.id = b.member_id
          join merchants mc on mc.id = b.merchant_id
         where b.owed > 0 and ${where}
         order by b.id limit ${limit}`,
  );

/** A collection claimed in the database: the posting it withdraws with and how much. */
interface Claim {
  posting: number;
  amount: bigint;
}

/** Refusals the wallet gives before it would take any WITHDRAW: the id was never taken. */
const refusedBeforeTaking = new Set(['game_session_invalid', 'bet_invalid', 'round_closed']);
/** Refusals the wallet gives only for an id it has not taken (a taken id replays first). */
const refusedUntaken = new Set(['insufficient_funds']);
const refusedUntakenReasons = new Set(['PAM_ERR_BET_NOT_ALLOWED', 'PAM_ERR_TRANS_ALREADY_SETTLED']);

/**
 * Whether a failed WITHDRAW proves the wallet did not take the posting. The provider wallet
 * records a transaction id only when it takes the money (`pam_bet`): a refused id is not
 * remembered, so it may be sent again with other content. A first attempt (`isReplay` false:
 * the id was never sent) is proven untaken by a refusal of the session, the content or the
 * funds; a replay of a claim a stopped run left only by the answers the wallet gives after
 * looking the id up (a taken id would have answered OK), not by "no session" (asked first).
 * Anything else (a lost answer, an unknown error, a duplicate) may have been taken: the claim
 * stays and the next run replays it with the same id and amount.
 */
function provesUntaken(error: unknown, isReplay: boolean): boolean {
  if (!(error instanceof AppError)) return false;
  if (refusedUntaken.has(error.code)) return true;
  if (error.code === 'bet_refused') {
    return refusedUntakenReasons.has(String(error.details?.reason));
  }
  return !isReplay && refusedBeforeTaking.has(error.code);
}

/**
 * Money owed to the book (docs/sportsbook.md "Owed money"): a re-settlement that lowered a
 * return the wallet would not take back leaves `sb_bets.owed`. The job takes it back in full,
 * as a WITHDRAW with the bet's next posting id, through the member's newest game session (a
 * later bet brings a live one) once their balance covers it; the wallet refuses an overdraft,
 * so a wallet never goes negative. Each collection is claimed on the bet row first (posting
 * and amount), so a write-off waits for it and a settlement run posts after it; a claim a
 * stopped run left is finished by the next run with the same posting (the wallet replays).
 * The operator lists owed bets and writes one off (audited).
 */
export function createOwedCollection(deps: {
  db: Db;
  wallet: BookWallet;
  tokens: PlayerTokens;
  log: { warn(details: Record<string, unknown>, message: string): void };
  /** Owed bets read at once. */
  batchSize?: number;
  /** A run starts no new batch after this long, so a backlog cannot hold one run forever. */
  runBudgetMs?: number;
  /**
   * A claim older than this was left by a run that stopped (a run lasts `runBudgetMs` and one
   * wallet call); a younger one may be another run's in flight (a lease makes doubles rare,
   * not impossible) and is left alone.
   */
  staleClaimMs?: number;
}) {
  const { db, wallet, tokens } = deps;
  const batchSize = deps.batchSize ?? 200;
  const runBudgetMs = deps.runBudgetMs ?? 60_000;
  const staleClaimMs = deps.staleClaimMs ?? 600_000;

  /** Claims the collection of what a settled bet owes (row lock); undefined if not now. */
  async function claim(betId: number): Promise<Claim | undefined> {
    const [row] = await rowsOf<{ collecting_posting: number; collecting_amount: string }>(
      db,
      sql`update sb_bets set collecting_posting = postings + 1, collecting_amount = owed,
                             collecting_since = now()
           where id = ${betId} and state = 'settled' and owed > 0 and collecting_posting is null
          returning collecting_posting, collecting_amount::text`,
    );
    return row && { posting: row.collecting_posting, amount: BigInt(row.collecting_amount) };
  }

  /** Taken: owed drops by the claim, the posting is used, the claim ends (one statement). */
  async function finish(betId: number, taken: Claim): Promise<void> {
    await db.execute(sql`
      update sb_bets set owed = owed - collecting_amount,
                         postings = greatest(postings, collecting_posting),
                         collecting_posting = null, collecting_amount = null,
                         collecting_since = null
       where id = ${betId} and collecting_posting = ${taken.posting}`);
  }

  /** Not taken: the claim ends and the posting number stays free (the wallet kept no trace). */
  async function release(betId: number, untaken: Claim): Promise<void> {
    await db.execute(sql`
      update sb_bets set collecting_posting = null, collecting_amount = null, collecting_since = null
       where id = ${betId} and collecting_posting = ${untaken.posting}`);
  }

  /** Withdraws a claimed collection and finishes or releases it; true when collected. */
  async function collect(row: OwedRow, claimed: Claim, isReplay: boolean): Promise<boolean> {
    const betId = Number(row.id);
    const merchantId = Number(row.merchant_id);
    const memberId = Number(row.member_id);
    const stakeId = stakeTransactionId(merchantId, memberId, row.request_id);
    const leg = bookLeg(
      stakeId,
      postingTransactionId(stakeId, claimed.posting),
      claimed.amount,
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
      const untaken = provesUntaken(error, isReplay);
      // no live session or not enough money: nothing moved, the next run tries again; an
      // answer that does not prove it keeps the claim, replayed with the same id next run
      if (untaken) await release(betId, claimed);
      deps.log.warn(
        { betId: row.id, posting: claimed.posting, claimKept: !untaken, error: String(error) },
        'sportsbook owed not collected yet',
      );
      return false;
    }
    await finish(betId, claimed);
    return true;
  }

  return {
    /**
     * The job: first finishes the claims a stopped run left (older than `staleClaimMs`; same
     * posting and amount: the wallet replays one it took), then claims and collects owed bets oldest first, a batch at
     * a time, until none is left or the run's budget is spent. Answers how many were collected.
     */
    async collectDue(): Promise<number> {
      const deadline = Date.now() + runBudgetMs;
      let collected = 0;
      const left = await owedRows(
        db,
        sql`b.collecting_posting is not null
            and b.collecting_since < now() - ${staleClaimMs} * interval '1 millisecond'`,
        batchSize,
      );
      for (const row of left) {
        const claimed = {
          posting: row.collecting_posting!,
          amount: BigInt(row.collecting_amount!),
        };
        if (await collect(row, claimed, true)) collected += 1;
      }
      let after = 0;
      while (Date.now() < deadline) {
        // a bet a settlement run holds (`settling`) waits for the next run
        const batch = await owedRows(
          db,
          sql`b.state = 'settled' and b.collecting_posting is null and b.id > ${after}`,
          batchSize,
        );
        for (const row of batch) {
          const claimed = await claim(Number(row.id));
          if (claimed && (await collect(row, claimed, false))) collected += 1;
          if (Date.now() >= deadline) break;
        }
        if (batch.length < batchSize) break;
        after = Number(batch.at(-1)!.id);
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

    /**
     * Writes off what a bet owes (audited); a bet that owes nothing is sb_nothing_owed, one
     * whose collection is in flight sb_owed_collecting (the wallet may be taking it now).
     */
    async writeOff(merchantId: number, actor: StaffActor, betId: number) {
      return db.transaction(async (tx) => {
        const [row] = await rowsOf<{
          owed: string;
          unit: string;
          decimals: number;
          collecting_posting: number | null;
        }>(
          tx,
          sql`select b.owed::text, b.unit, mc.currency_decimals as decimals, b.collecting_posting
                from sb_bets b join merchants mc on mc.id = b.merchant_id
               where b.id = ${betId} and b.merchant_id = ${merchantId} for update of b`,
        );
        if (!row) throw new AppError('sb_bet_not_found');
        if (row.collecting_posting !== null) throw new AppError('sb_owed_collecting');
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
