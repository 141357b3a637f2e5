import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { unitDecimals } from '../games/index.ts';
import {
  bookLeg,
  postingTransactionId,
  stakeTransactionId,
  type BookWallet,
} from './book-wallet.ts';
import type { PlayerTokens } from './session-tokens.ts';

/**
 * Closes the wallet rounds of finished bets (docs/sportsbook.md "Closing wallet rounds"): book
 * deposits keep a round open so a correction can post into it; once every fixture of a settled
 * (or cashed-out) bet is past the brand's re-settlement window after its last result, and the
 * bet owes nothing, the job posts the game over (DEPOSIT of 0, `isGameOver`) with the bet's
 * next posting id. The provider's round is then `settled`: the generic betting record and
 * profit and loss count it.
 */
export function createRoundClosing(deps: {
  db: Db;
  wallet: BookWallet;
  tokens: PlayerTokens;
  now: () => Date;
  log: { warn(details: Record<string, unknown>, message: string): void };
}) {
  const { db, wallet, tokens, now } = deps;

  return {
    async closeDue(limit = 500): Promise<number> {
      const due = await rowsOf<{
        id: string;
        merchant_id: string;
        member_id: string;
        postings: number;
        unit: string;
        vendor: string;
        request_id: string;
        session_token_sealed: string;
        decimals: number;
      }>(
        db,
        sql`select b.id::text, b.merchant_id::text, b.member_id::text, b.postings, b.unit,
                   b.vendor, b.request_id, b.session_token_sealed,
                   mc.currency_decimals as decimals
              from sb_bets b
              join merchants mc on mc.id = b.merchant_id
              left join sb_brand_settings s on s.merchant_id = b.merchant_id
             where b.round_closed_at is null and b.state in ('settled', 'cashed_out')
               and b.owed = 0
               and not exists (
                 select 1 from sb_bet_legs l join sb_fixtures f on f.id = l.fixture_id
                  where l.bet_id = b.id
                    and (f.resulted_at is null
                         or f.resulted_at + make_interval(hours =>
                              greatest(1, coalesce(s.resettle_window_hours, 72))) >= ${now()}))
             order by b.id limit ${limit}`,
      );
      let closed = 0;
      for (const bet of due) {
        const merchantId = Number(bet.merchant_id);
        const memberId = Number(bet.member_id);
        const stakeId = stakeTransactionId(merchantId, memberId, bet.request_id);
        const n = bet.postings + 1;
        const leg = bookLeg(
          stakeId,
          postingTransactionId(stakeId, n),
          0n,
          unitDecimals(bet.unit, bet.decimals),
          bet.vendor === 'LOBBYES',
        );
        const player = {
          merchantId,
          memberId,
          currency: bet.unit,
          token: tokens.open(bet.session_token_sealed) ?? '',
        };
        const answer = await wallet.deposit(player, leg, true);
        // a round some earlier run closed (its write lost) is closed all the same
        if (!answer.ok && answer.code !== 'PAM_ERR_TRANS_ALREADY_SETTLED') {
          deps.log.warn({ betId: bet.id, code: answer.code }, 'sportsbook round not closed yet');
          continue;
        }
        await db.execute(sql`
          update sb_bets set round_closed_at = ${now()}, postings = ${n}
           where id = ${Number(bet.id)} and postings = ${bet.postings}`);
        closed += 1;
      }
      return closed;
    },
  };
}
