import {
  formatMinorUnits,
  type MyCockfightBets,
  type PlaceCockfightBetBody,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import { unitDecimals } from '../games/index.ts';
import type { OriginalsWallet, Player } from '../originals/index.ts';
import type { PoolFeed } from './cockfight-pool-feed.ts';
import type { CockfightBetRow, CockfightRepository } from './cockfight.repository.ts';
import { betView } from './cockfight-views.ts';
import { stakeLeg } from './cockfight-wallet-legs.ts';

export interface CockfightBetsDeps {
  db: Db;
  repository: CockfightRepository;
  wallet: OriginalsWallet;
  tokens: SecretBox;
  feed: PoolFeed;
}

/** Who bets (the route has already applied the legal switch): the session's player, the key. */
export interface BetRequest {
  merchant: Merchant;
  player: Player;
  requestKey: string;
}

function sameBet(bet: CockfightBetRow, fightId: number, side: string, stake: bigint) {
  return bet.fightId === fightId && bet.side === side && bet.stake === stake;
}

/**
 * Bets on fights (docs/cockfight.md "Betting"). In order (after the route's legal switch): the stake, the request key (a repeat answers the first bet), then the pool and the
 * bet row in one transaction that only succeeds while the fight takes bets, then the stake
 * through the provider wallet; a refusal there takes the bet back out. Nothing moves on any
 * refusal.
 */
export function createCockfightBets(deps: CockfightBetsDeps) {
  const { repository } = deps;

  async function balanceOf(player: Player, decimals: number): Promise<string> {
    return formatMinorUnits(await deps.wallet.balance(player, decimals), decimals);
  }

  return {
    async place(request: BetRequest, fightId: number, body: PlaceCockfightBetBody) {
      const { merchant, player } = request;
      const decimals = unitDecimals(player.currency, merchant.currencyDecimals);
      const stake = parseMoneyInput(body.stake, decimals);

      const earlier = await repository.betByKey(merchant.id, player.memberId, request.requestKey);
      if (earlier) {
        if (!sameBet(earlier, fightId, body.side, stake))
          throw new AppError('idempotency_conflict');
        return { bet: betView(earlier, decimals), balance: null };
      }

      const bet = await deps.db.transaction(async (tx) => {
        const fight = await repository.addToPool(tx, merchant.id, fightId, body.side, stake);
        if (!fight) {
          const exists = await repository.fight(merchant.id, fightId, tx);
          throw new AppError(exists ? 'cockfight_betting_closed' : 'cockfight_fight_not_found');
        }
        const inserted = await repository.insertBet(tx, {
          merchantId: merchant.id,
          memberId: player.memberId,
          fightId,
          side: body.side,
          stake,
          unit: player.currency,
          requestKey: request.requestKey,
          sessionTokenSealed: deps.tokens.seal(player.token),
        });
        // the same key won a race with this call: nothing of this one stays
        if (!inserted) throw new AppError('idempotency_conflict');
        return inserted;
      });

      let balance: bigint | undefined;
      try {
        balance = await deps.wallet.withdraw(
          {
            merchantId: merchant.id,
            memberId: player.memberId,
            currency: player.currency,
            token: player.token,
          },
          stakeLeg(bet, decimals),
        );
      } catch (error) {
        await deps.db.transaction(async (tx) => {
          await repository.deleteBet(tx, bet.id);
          await repository.removeFromPool(tx, fightId, bet.side, bet.stake);
        });
        deps.feed.touch(merchant, fightId);
        throw error;
      }
      const open = await repository.markBetOpen(bet.id);
      deps.feed.touch(merchant, fightId);
      return {
        bet: betView(open, decimals),
        balance: balance === undefined ? null : formatMinorUnits(balance, decimals),
      };
    },

    async mine(merchant: Merchant, player: Player, fightId: number): Promise<MyCockfightBets> {
      const decimals = unitDecimals(player.currency, merchant.currencyDecimals);
      const bets = await repository.memberBets(merchant.id, player.memberId, fightId);
      return {
        bets: bets.map((bet) => betView(bet, decimals)),
        balance: await balanceOf(player, decimals),
      };
    },
  };
}
export type CockfightBets = ReturnType<typeof createCockfightBets>;
