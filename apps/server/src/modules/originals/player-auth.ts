import type { FastifyRequest } from 'fastify';
import { playerTokenHeader, type PlaySessionView } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { originalsProviderCode, type PamPort } from '../games/index.ts';
import { originalsCaller } from './originals-wallet.ts';

/** The player behind a game session token, as the provider wallet describes them. */
export interface Player {
  merchantId: number;
  memberId: number;
  playerId: string;
  /** The wallet unit: the brand currency, or PLAY for trial play money. */
  currency: string;
  language: string;
  /** The provider game id of the session (the game code). */
  gameId: string | undefined;
  token: string;
}

/**
 * The in-house games authenticate players the way any provider does: through the provider
 * wallet's session calls (PAM getSession / refreshSession), never by reading members.
 */
export function createPlayerAuth(pam: PamPort, providerCode = originalsProviderCode) {
  return {
    /** Exchanges the single-use launch token for a game session. */
    async start(merchantId: number, launchToken: string): Promise<PlaySessionView> {
      const answer = await pam.refreshSession(
        originalsCaller(merchantId, providerCode),
        launchToken,
      );
      if (answer.status !== 'OK' || !answer.session) throw new AppError('game_session_invalid');
      const { token, playerId, currency, language } = answer.session;
      return { token, playerId, currency, language };
    },

    /** The player of the request's X-Player-Token; game_session_invalid (401) otherwise. */
    async require(request: FastifyRequest): Promise<Player> {
      const header = request.headers[playerTokenHeader];
      const token = typeof header === 'string' ? header : '';
      if (token.length < 32 || token.length > 64) throw new AppError('game_session_invalid');
      const merchantId = request.merchant.id;
      const answer = await pam.getSession(originalsCaller(merchantId, providerCode), token);
      if (answer.status !== 'OK' || !answer.session) throw new AppError('game_session_invalid');
      const { playerId, currency, language, gameId } = answer.session;
      return {
        merchantId,
        memberId: Number(playerId),
        playerId,
        currency,
        language,
        gameId,
        token,
      };
    },
  };
}
export type PlayerAuth = ReturnType<typeof createPlayerAuth>;
