import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Game } from '@lobby/contracts';
import { errorMessageKey } from '../../../lib/api-error-text.ts';
import { gameLaunch, vendorPath, type GameLaunch } from '../../../lib/launch-routing.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { getSessionState } from '../../../lib/session-state.ts';
import { favourites, useIsFavourite } from '../favourites.ts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { defaultGameImage } from '../game-images.ts';
import './game-card.css';

export interface GameCardProps {
  game: Game;
  /** The first cards of the page load eagerly; the rest when scrolled near. */
  eager?: boolean;
}

/** Start routing shared by the card and the winner board (§4.9). */
export function useStartGame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const follow = (launch: GameLaunch) => {
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
      default:
        launch satisfies never;
    }
  };
  const start = (game: GameToStart) => follow(gameLaunch(game, getSessionState()));
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
        const { startTrialSession } = await import('../../../lib/trial-session.ts');
        await startTrialSession(queryClient);
      } catch (error) {
        setMessage(`errors:${errorMessageKey(error)}`);
        return;
      }
    }
    follow(gameLaunch(game, { token: getSessionState().token, isTrial: false }));
  };
  return { start, startTrial, message };
}

type GameToStart = Pick<Game, 'vassalage' | 'gameType' | 'gameCode' | 'isGame'>;

/**
 * A game (§2.2): image, name, hot badge when isHot is 1, favourite toggle, start and
 * free-trial buttons. Guests get the login dialog for anything that needs an account.
 */
export function GameCard({ game, eager = false }: GameCardProps) {
  const { t } = useTranslation('games');
  const { start, startTrial, message } = useStartGame();
  const isFavourite = useIsFavourite(game.nodeId);
  const name = game.displayName;

  const toggleFavourite = () => {
    if (!getSessionState().token) {
      openModal('login');
      return;
    }
    favourites.toggle(game.nodeId);
  };

  return (
    <article className="game-card" aria-label={name}>
      <div className="game-card__media">
        <FallbackImage
          className="game-card__image"
          src={game.iconUrl || game.showIcon || defaultGameImage}
          fallbackSrc={defaultGameImage}
          alt=""
          width={160}
          height={160}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {game.isHot === 1 && <span className="game-card__hot">{t('hot')}</span>}
        <button
          type="button"
          className="game-card__favourite"
          aria-pressed={isFavourite}
          aria-label={t(isFavourite ? 'favouriteRemove' : 'favouriteAdd', { name })}
          onClick={toggleFavourite}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path
              d="M12 17.3l-6.2 3.7 1.6-7L2 9.2l7.1-.6L12 2l2.9 6.6 7.1.6-5.4 4.8 1.6 7z"
              fill={isFavourite ? 'currentColor' : 'none'}
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        {game.isMaintenance && <span className="game-card__maintenance">{t('maintenance')}</span>}
      </div>
      <h3 className="game-card__name" title={name}>
        {name}
      </h3>
      <div className="game-card__actions">
        <button
          type="button"
          className="game-card__start"
          disabled={game.isMaintenance}
          aria-label={t('startNamed', { name })}
          onClick={() => start(game)}
        >
          {t('start')}
        </button>
        {game.hasTrial && (
          <button
            type="button"
            className="game-card__trial"
            disabled={game.isMaintenance}
            aria-label={t('trialNamed', { name })}
            data-testid="game-trial-button"
            onClick={() => void startTrial(game)}
          >
            {t('trial')}
          </button>
        )}
      </div>
      {message && (
        <p className="game-card__message" role="alert">
          {t(message)}
        </p>
      )}
    </article>
  );
}
