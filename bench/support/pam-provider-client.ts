import { performance } from 'node:perf_hooks';
import { pamBasePath, pamHeaders, type PamResponse, type PamTransaction } from '@lobby/contracts';
import {
  providerApiToken,
  providerSigningSecret,
  signRequestBody,
} from '../../apps/server/src/modules/games/index.ts';
import type { HttpClient } from './http-client.ts';

/** A provider as the brand's game_providers row describes it. */
export interface BenchProvider {
  merchantId: number;
  code: string;
  credentialVersion: number;
  signsRequests: boolean;
}

/** A player's game session as the provider holds it after the launch-token exchange. */
export interface ProviderPlayer {
  playerId: string;
  token: string;
  currency: string;
}

/** What one bet round sends: the stake and the payout, in the currency's units (decimals). */
export interface BetRoundInput {
  roundId: string;
  gameCode: string;
  stake: number;
  payout: number;
}

/** Latency of each call of a bet round, in ms. */
export interface RoundTimings {
  withdraw: number;
  deposit: number;
}

/** Thrown for any answer but HTTP 200 with status OK. */
export class PamCallFailed extends Error {}

/**
 * The PAM API over HTTP as a provider calls it: the bearer token derived for the provider
 * (as Lobby hands it out), and for signing providers X-Signature over the exact body bytes.
 */
export function createPamProviderClient(options: {
  http: HttpClient;
  hmacKey: Buffer;
  provider: BenchProvider;
  brandCode: string;
}) {
  const { http, provider } = options;
  const token = providerApiToken(options.hmacKey, provider);
  const secret = providerSigningSecret(options.hmacKey, provider);
  const query = `?provider=${encodeURIComponent(provider.code)}`;

  async function call(
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    playerToken: string,
    body?: string,
  ): Promise<PamResponse> {
    const answer = await http.request(
      method,
      `${pamBasePath}${path}${query}`,
      {
        merchant: options.brandCode,
        authorization: `Bearer ${token}`,
        [pamHeaders.playerToken]: playerToken,
        ...(provider.signsRequests
          ? { [pamHeaders.signature]: signRequestBody(secret, body ?? '') }
          : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body,
    );
    const response = answer.json as PamResponse | undefined;
    if (answer.status !== 200 || response?.status !== 'OK') {
      const reason = response?.error
        ? `${response.error.code} ${response.error.message}`
        : JSON.stringify(answer.json);
      throw new PamCallFailed(`${method} ${path}: HTTP ${answer.status} ${reason}`);
    }
    return response;
  }

  function transaction(
    player: ProviderPlayer,
    fields: Pick<PamTransaction, 'transactionType' | 'cashAmount' | 'providerTransactionId'> &
      Partial<PamTransaction>,
  ): Promise<PamResponse> {
    const body: PamTransaction = {
      currency: player.currency,
      provider: provider.code,
      bonusAmount: 0,
      promoAmount: 0,
      transactionDateTime: new Date().toISOString(),
      ...fields,
    };
    return call(
      'POST',
      `/players/${player.playerId}/transactions`,
      player.token,
      JSON.stringify(body),
    );
  }

  return {
    /** PUT /players/session: a single-use launch token for the player's session token. */
    async exchangeLaunchToken(launchToken: string): Promise<ProviderPlayer> {
      const answer = await call('PUT', '/players/session', launchToken);
      if (!answer.session) throw new PamCallFailed('refreshSession answered no session');
      const { playerId, token: sessionToken, currency } = answer.session;
      return { playerId, token: sessionToken, currency };
    },

    /**
     * One bet: WITHDRAW the stake, then DEPOSIT the payout (zero is a loss) closing the round.
     * Returns each call's latency in ms.
     */
    async playRound(player: ProviderPlayer, round: BetRoundInput): Promise<RoundTimings> {
      const began = performance.now();
      await transaction(player, {
        transactionType: 'WITHDRAW',
        cashAmount: round.stake,
        providerTransactionId: `${round.roundId}-w`,
        providerBetRef: `${round.roundId}-w`,
        providerRoundId: round.roundId,
        providerGameId: round.gameCode,
      });
      const withdrawn = performance.now();
      await transaction(player, {
        transactionType: 'DEPOSIT',
        cashAmount: round.payout,
        providerTransactionId: `${round.roundId}-d`,
        providerBetRef: `${round.roundId}-w`,
        providerRoundId: round.roundId,
        providerGameId: round.gameCode,
        isGameOver: true,
      });
      return { withdraw: withdrawn - began, deposit: performance.now() - withdrawn };
    },
  };
}

export type PamProviderClient = ReturnType<typeof createPamProviderClient>;
