import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Game } from '@lobby/contracts';
import { errorMessageKey } from '../../../lib/api-error-text.ts';
import { gameLaunch, vendorPath, type GameLaunch } from '../launch-routing.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { getSessionState, loadTrialSession } from '../../session/index.ts';

/** What starting needs to know of a game. */
export type GameToStart = Pick<Game, 'vassalage' | 'gameType' | 'gameCode' | 'isGame'> &
  Partial<Pick<Game, 'displayName'>>;

/** A game about to run in a frame. */
export interface FrameGame {
  vassalage: string;
  gameCode: string;
  displayName?: string;
}

export interface StartGameOptions {
  /**
   * Runs a game that opens in a frame where the caller wants it (the lists' game popup);
   * without it such a game opens the /seamless page.
   */
  playInFrame?: (game: FrameGame) => void;
}

/** Start routing shared by the game card and the winner board (§4.9). */
export function useStartGame({ playInFrame }: StartGameOptions = {}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const follow = (launch: GameLaunch, displayName?: string) => {
    switch (launch.kind) {
      case 'login':
        openModal('login');
        break;
      case 'needs-real-account':
        setMessage('needsRealAccount');
        break;
      case 'game-list':
        void navigate(vendorPath(launch));
        break;
      case 'route':
        void navigate(launch.to);
        break;
      case 'frame':
        if (playInFrame) {
          playInFrame({ vassalage: launch.vassalage, gameCode: launch.gameCode, displayName });
        } else void navigate(launch.to);
        break;
      default:
        launch satisfies never;
    }
  };
  const start = (game: GameToStart) => {
    setMessage(null);
    follow(gameLaunch(game, getSessionState()), game.displayName);
  };
  /**
   * The free-trial button (§6 "trial member: play free"): a guest first gets a trial session
   * (bot check, then the free-play login); then the game starts as trial play, which the
   * trial prompt of an ordinary start does not stop.
   */
  const startTrial = async (game: GameToStart) => {
    setMessage(null);
    if (!getSessionState().token) {
      try {
        // free play is rare: its bot check stays out of the first load
        const { startTrialSession } = await loadTrialSession();
        await startTrialSession(queryClient);
      } catch (error) {
        setMessage(`errors:${errorMessageKey(error)}`);
        return;
      }
    }
    follow(gameLaunch(game, { token: getSessionState().token, isTrial: false }), game.displayName);
  };
  return { start, startTrial, message, setMessage };
}
