import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Game } from '@lobby/contracts';
import { favouriteGamesQueryRoot } from '../api/favourite-games.ts';
import { errorMessageKey } from '../../../lib/api-error-text.ts';
import { favourites, useIsFavourite } from '../favourites.ts';
import { openModal } from '../../../lib/modal-store.ts';
import { getSessionState, useSessionState } from '../../session/index.ts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { defaultGameImage } from '../game-images.ts';
import { useStartGame, type StartGameOptions } from './use-start-game.ts';
import './game-card.css';

export interface GameCardProps extends StartGameOptions {
  game: Game;
  /** The first cards of the page load eagerly; the rest when scrolled near. */
  eager?: boolean;
}

/**
 * A game (§2.2): image, name, hot badge when isHot is 1, favourite toggle, start and
 * free-trial buttons. Guests get the login dialog for anything that needs an account.
 */
export function GameCard({ game, eager = false, playInFrame }: GameCardProps) {
  const { t } = useTranslation('games');
  const queryClient = useQueryClient();
  const { start, startTrial, message, setMessage } = useStartGame({ playInFrame });
  const session = useSessionState();
  const isFavourite = useIsFavourite(game.nodeId);
  const name = game.displayName;
  // free play is for guests and trial accounts: a real account would play with real money
  const offersTrial = game.hasTrial && (!session.token || session.isTrial);

  const toggleFavourite = () => {
    const { token, isTrial } = getSessionState();
    if (!token) return openModal('login');
    if (isTrial) return openModal('realAccountNeeded');
    setMessage(null);
    favourites.toggle(game).then(
      (outcome) => {
        if (outcome === 'saved') {
          void queryClient.invalidateQueries({ queryKey: favouriteGamesQueryRoot });
        }
      },
      (error: unknown) => setMessage(`errors:${errorMessageKey(error)}`),
    );
  };

  return (
    <article
      className="game-card"
      aria-label={name}
      data-testid="game-card"
      data-node-id={game.nodeId}
      data-game-code={game.gameCode}
    >
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
          data-testid="game-favourite-button"
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
          data-testid="game-start-button"
          onClick={() => start(game)}
        >
          {t('start')}
        </button>
        {offersTrial && (
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
