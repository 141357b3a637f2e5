import { betReturn, fightRatios, payableResult } from '@lobby/game-math';
import type { SecretBox } from '../../platform/secret-box.ts';
import { unitDecimals } from '../games/index.ts';
import type { OriginalsWallet } from '../originals/index.ts';
import type { CockfightFightRow, CockfightRepository } from './cockfight.repository.ts';
import { poolsOf } from './cockfight-views.ts';
import { betPlayer, finalLeg, settlementLeg } from './cockfight-wallet-legs.ts';

export interface CockfightSettlementDeps {
  repository: CockfightRepository;
  wallet: OriginalsWallet;
  tokens: SecretBox;
  log: { warn(details: object, message: string): void };
}

/**
 * Settles a resulted fight's bets to its current result version (docs/cockfight.md
 * "Settlement"). Each bet's return is computed from the final pools; the wallet moves only
 * the difference from what the bet was paid before: a deposit when it is owed more (the first
 * settlement, or a correction in its favour), a withdraw when it was paid too much. Rounds stay
 * open (`isGameOver: false`) so a correction can still move money. A bet whose movement the
 * wallet refuses keeps its older version and is counted as pending; entering the result again
 * retries only those.
 */
export function createCockfightSettlement(deps: CockfightSettlementDeps) {
  return {
    /**
     * Closes the wallet rounds of an ended event's settled bets (a zero DEPOSIT with
     * `isGameOver`; its id acts once, so ending again is safe). A refusal is counted, not thrown.
     */
    async closeRounds(eventId: number, currencyDecimals: number) {
      let closedRounds = 0;
      let pendingRounds = 0;
      for (const { bet } of await deps.repository.settledBetsOfEvent(eventId)) {
        const decimals = unitDecimals(bet.unit, currencyDecimals);
        const answer = await deps.wallet.deposit(
          betPlayer(bet, deps.tokens),
          finalLeg(bet, decimals),
        );
        if (answer.ok) closedRounds += 1;
        else pendingRounds += 1;
      }
      return { closedRounds, pendingRounds };
    },

    async settle(
      fight: CockfightFightRow,
      currencyDecimals: number,
    ): Promise<{ settledBets: number; pendingBets: number }> {
      if (fight.result === null) return { settledBets: 0, pendingBets: 0 };
      const version = fight.resultVersion;
      const pools = poolsOf(fight);
      const result = payableResult(fight.result, pools, fight.plasadaBps);
      const ratios = fightRatios(pools, fight.plasadaBps);
      let settledBets = 0;
      for (const bet of await deps.repository.betsToSettle(fight.id, version)) {
        const decimals = unitDecimals(bet.unit, currencyDecimals);
        const target = betReturn(bet.side, bet.stake, result, ratios);
        const delta = target - bet.returned;
        const player = betPlayer(bet, deps.tokens);
        const leg = settlementLeg(bet, version, delta < 0n ? -delta : delta, decimals);
        try {
          if (delta >= 0n) {
            const answer = await deps.wallet.deposit(player, leg, false);
            if (!answer.ok) throw new Error(answer.code);
          } else {
            await deps.wallet.withdraw(player, leg);
          }
          await deps.repository.markBetSettled(bet.id, version, target);
          settledBets += 1;
        } catch (error) {
          deps.log.warn({ err: error, betId: bet.id, version }, 'cockfight settlement refused');
        }
      }
      return { settledBets, pendingBets: await deps.repository.countPending(fight.id, version) };
    },
  };
}
export type CockfightSettlement = ReturnType<typeof createCockfightSettlement>;
