import { and, eq } from 'drizzle-orm';
import { minorToPamAmount, pamAmountToMinor } from '../games/index.ts';
import { spinPrizeWheel, type RandomSource } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { gameProviders } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { okOrThrow } from './pam-error-mapping.ts';
import type { PamCallerIdentity, PamHttpCall } from './pam-http-client.ts';

/** The provider code the sandbox RGS calls the PAM API as. */
export const sandboxProviderCode = 'SandboxRGS';
/** Every wallet unit the sandbox meets (the brand currency, play money) counts in hundredths. */
const decimals = 2;
const playMoneyWire = 'XXX';

interface RgsSession {
  caller: PamCallerIdentity;
  playerId: string;
  currency: string;
  vendor: string;
  game: string;
}

/** What the RGS tells its game screen about a session. */
export interface RgsSessionView {
  sessionToken: string;
  playerId: string;
  vendor: string;
  game: string;
  /** The brand currency, or PLAY for play money. */
  unit: string;
  balance: string;
}

const unitOf = (currency: string) => (currency === playMoneyWire ? 'PLAY' : currency);
const amountText = (minor: bigint) => minorToPamAmount(minor, decimals).toFixed(decimals);
const cashOf = (amount: number | undefined) => pamAmountToMinor(amount ?? 0, decimals) ?? 0n;

/** The stand-in remote game server: it knows Lobby only through the PAM API. */
export function createSandboxRgs(deps: { db: Db; callPam: PamHttpCall; random: RandomSource }) {
  // the RGS's own memory of its players' sessions, keyed by the PAM session token
  const sessions = new Map<string, RgsSession>();

  async function callerFor(merchant: Merchant): Promise<PamCallerIdentity> {
    const [provider] = await deps.db
      .select()
      .from(gameProviders)
      .where(
        and(eq(gameProviders.merchantId, merchant.id), eq(gameProviders.code, sandboxProviderCode)),
      );
    if (!provider) throw new AppError('game_not_found');
    return {
      provider: {
        merchantId: merchant.id,
        code: provider.code,
        credentialVersion: provider.credentialVersion,
      },
      brandCode: merchant.code,
    };
  }

  function sessionOf(token: string): RgsSession {
    const session = sessions.get(token);
    if (!session) throw new AppError('game_session_invalid');
    return session;
  }

  async function balanceOf(token: string, session: RgsSession): Promise<bigint> {
    const path = `/players/${encodeURIComponent(session.playerId)}/balance`;
    const answer = okOrThrow(await deps.callPam(session.caller, 'GET', path, token));
    return cashOf(answer.balance?.cashAmount);
  }

  return {
    /** Exchanges the launch token for a PAM session (refreshSession) and remembers it. */
    async start(
      merchant: Merchant,
      input: { token: string; vendor: string; game: string },
    ): Promise<RgsSessionView> {
      const caller = await callerFor(merchant);
      const answer = okOrThrow(await deps.callPam(caller, 'PUT', '/players/session', input.token));
      const pam = answer.session;
      if (!pam) throw new AppError('game_session_invalid');
      const session = { caller, playerId: pam.playerId, currency: pam.currency, ...input };
      sessions.set(pam.token, session);
      return {
        sessionToken: pam.token,
        playerId: pam.playerId,
        vendor: input.vendor,
        game: input.game,
        unit: unitOf(pam.currency),
        balance: amountText(await balanceOf(pam.token, session)),
      };
    },

    /** The player's balance now. */
    async balance(token: string): Promise<{ unit: string; balance: string }> {
      const session = sessionOf(token);
      return {
        unit: unitOf(session.currency),
        balance: amountText(await balanceOf(token, session)),
      };
    },

    /** One spin: WITHDRAW the stake, draw the wheel, DEPOSIT the payout closing the round. */
    async play(token: string, input: { stake: bigint; requestId: string }) {
      const session = sessionOf(token);
      const spin = spinPrizeWheel(deps.random, input.stake);
      const path = `/players/${encodeURIComponent(session.playerId)}/transactions`;
      const transaction = (type: 'WITHDRAW' | 'DEPOSIT', amount: bigint, suffix: string) => ({
        currency: session.currency,
        provider: session.caller.provider.code,
        transactionType: type,
        cashAmount: minorToPamAmount(amount, decimals),
        bonusAmount: 0,
        promoAmount: 0,
        transactionDateTime: new Date().toISOString(),
        providerTransactionId: `${input.requestId}-${suffix}`,
        providerBetRef: input.requestId,
        providerRoundId: input.requestId,
        ...(type === 'DEPOSIT' ? { isGameOver: true } : {}),
      });
      okOrThrow(
        await deps.callPam(
          session.caller,
          'POST',
          path,
          token,
          transaction('WITHDRAW', input.stake, 'w'),
        ),
      );
      const settled = okOrThrow(
        await deps.callPam(
          session.caller,
          'POST',
          path,
          token,
          transaction('DEPOSIT', spin.payout, 'd'),
        ),
      );
      const balance = cashOf(
        settled.transactionResult?.balance?.cashAmount ?? settled.balance?.cashAmount,
      );
      return {
        unit: unitOf(session.currency),
        balance: amountText(balance),
        stake: amountText(input.stake),
        segment: spin.segment,
        multiplier: (spin.multiplierHundredths / 100).toFixed(2),
        win: amountText(spin.payout),
      };
    },
  };
}

/** The sandbox RGS as built by `createSandboxRgs`. */
export type SandboxRgs = ReturnType<typeof createSandboxRgs>;
