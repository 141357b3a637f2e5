import { cockfightGameCode } from '@lobby/contracts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { WalletLeg, WalletPlayer } from '../originals/index.ts';
import type { CockfightBetRow } from './cockfight.repository.ts';

/** The provider code cockfight calls the provider wallet as (its own in-house provider). */
export const cockfightProviderCode = 'LobbyCockfight';

/**
 * How a bet's money legs are named to the provider wallet (each id acts once, so retries and
 * repeated settlements are safe): the stake `cf-bet-<bet>`, settlement version v's movement
 * `cf-<bet>-v<v>`. Each bet is its own round `cf-<bet>`.
 */
export function stakeLeg(bet: Pick<CockfightBetRow, 'id' | 'stake'>, decimals: number): WalletLeg {
  return {
    transactionId: `cf-bet-${bet.id}`,
    amount: bet.stake,
    decimals,
    providerRoundId: `cf-${bet.id}`,
    gameCode: cockfightGameCode,
  };
}

/** The movement that brings a bet's returns to the settlement of `version`. */
export function settlementLeg(
  bet: CockfightBetRow,
  version: number,
  amount: bigint,
  decimals: number,
): WalletLeg {
  return {
    transactionId: `cf-${bet.id}-v${version}`,
    amount,
    decimals,
    providerRoundId: `cf-${bet.id}`,
    gameCode: cockfightGameCode,
    providerBetRef: `cf-bet-${bet.id}`,
  };
}

/** The zero deposit that closes a bet's round when its event ends: `cf-<bet>-final`. */
export function finalLeg(bet: CockfightBetRow, decimals: number): WalletLeg {
  return { ...settlementLeg(bet, 0, 0n, decimals), transactionId: `cf-${bet.id}-final` };
}

/** The player of a bet, for settlement without a request: the sealed session of the bet. */
export function betPlayer(bet: CockfightBetRow, box: SecretBox): WalletPlayer {
  return {
    merchantId: bet.merchantId,
    memberId: bet.memberId,
    currency: bet.unit,
    // a token that no longer opens (another server key) gets the wallet's session refusal
    token: box.open(bet.sessionTokenSealed) ?? '',
  };
}
