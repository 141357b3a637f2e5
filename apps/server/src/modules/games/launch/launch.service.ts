import { createHash, randomBytes } from 'node:crypto';
import {
  resolveGamePolicy,
  trialType,
  type LaunchGameRequest,
  type LaunchGameResponse,
} from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import type { Member } from '../../identity/index.ts';
import { toGame } from '../catalogue.service.ts';
import type {
  PlayerGamesRepository,
  VisibleGame,
} from '../player-games/player-games.repository.ts';
import type { PlayerGames } from '../player-games/player-games.service.ts';
import { brandCountry, fillLaunchUrl } from './launch-url.ts';
import type { LaunchRepository } from './launch.repository.ts';

/** The wallet unit of trial accounts' play money. */
export const playMoneyUnit = 'PLAY';

/** SHA-256 hex of a game session token: what game_sessions stores instead of the token. */
export function gameTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh single-use launch token: 24 random bytes, base64url (32 characters). */
export function newLaunchToken(): string {
  return randomBytes(24).toString('base64url');
}

export interface LaunchDeps {
  repository: LaunchRepository;
  games: PlayerGamesRepository;
  playerGames: Pick<PlayerGames, 'alternativesFor'>;
  isSelfExcluded(memberId: number): Promise<boolean>;
  /** Funds a trial account's play money once (ensureTrialFunding). */
  fundTrial(merchant: Merchant, member: Member): Promise<void>;
  now?: () => Date;
}

/**
 * Game launch (§4.9, §7.1): checks the member may play this game now, opens a game session in
 * status `launch` with a single-use token for the game's provider, and answers the provider's
 * launch URL carrying it. Nothing is written when any check fails.
 */
export function createLaunches(deps: LaunchDeps) {
  const now = deps.now ?? (() => new Date());

  async function findGame(merchantId: number, request: LaunchGameRequest) {
    if (request.nodeId !== undefined) return deps.games.findVisibleGame(merchantId, request.nodeId);
    if (request.vassalage === undefined || request.gameCode === undefined) return undefined;
    return deps.games.findVisibleGameByCode(merchantId, request.vassalage, request.gameCode);
  }

  function isUnderMaintenance(found: VisibleGame): boolean {
    return found.game.isMaintenance || found.vendorMaintenance;
  }

  return {
    async launch(
      merchant: Merchant,
      member: Member,
      request: LaunchGameRequest,
    ): Promise<LaunchGameResponse> {
      const lang = request.lang ?? merchant.defaultLanguage;
      const found = await findGame(merchant.id, request);
      // a VASSALAGE entry stands for a vendor's game list, not a game one can open
      if (!found || found.game.isGame !== 'GAME') throw new AppError('game_not_found');
      const { game } = found;
      if (await deps.isSelfExcluded(member.id)) throw new AppError('self_excluded');
      const isTrial = member.type === trialType;
      if ((isTrial || request.trial) && !game.hasTrial) throw new AppError('game_no_trial');
      // only trial accounts hold play money; a real account's free-trial request has none
      if (request.trial && !isTrial) throw new AppError('game_no_trial');
      if (isUnderMaintenance(found)) {
        const alternatives = await deps.playerGames.alternativesFor(merchant.id, game, {
          lang,
          trialOnly: isTrial,
        });
        throw new AppError('game_maintenance', { details: { alternatives } });
      }
      const provider = await deps.repository.findProvider(merchant.id, game.vassalage);
      if (!provider) throw new AppError('game_not_found');
      if (isTrial) await deps.fundTrial(merchant, member);

      const token = newLaunchToken();
      const unit = isTrial ? playMoneyUnit : merchant.currencyCode;
      const expiresAt = new Date(
        now().getTime() + resolveGamePolicy(merchant.gamePolicy).launchTokenMinutes * 60_000,
      );
      await deps.repository.recordLaunch({
        merchantId: merchant.id,
        memberId: member.id,
        gameId: game.id,
        providerId: provider.id,
        tokenHash: gameTokenHash(token),
        status: 'launch',
        unit,
        language: lang,
        country: brandCountry(merchant),
        expiresAt,
      });
      const view = toGame(game, found.vendorMaintenance, lang);
      return {
        url: fillLaunchUrl(provider.launchUrl, {
          token,
          gameCode: game.gameCode,
          lang,
          vassalage: game.vassalage,
        }),
        token,
        expiresAt: expiresAt.toISOString(),
        unit,
        nodeId: game.id,
        vassalage: game.vassalage,
        gameCode: game.gameCode,
        gameType: view.gameType,
        displayName: view.displayName,
        mode: 'frame',
      };
    },
  };
}

export type Launches = ReturnType<typeof createLaunches>;
