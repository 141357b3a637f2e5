import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { FrameGame } from '../components/use-start-game.ts';
import { appPaths, withSearch } from '../../../lib/app-paths.ts';
import { GameFrame } from '../components/game-frame.tsx';
import '../games.css';

/** Whether this tab came to the page from another page of the site (React Router's index). */
function canGoBack(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/**
 * /seamless?vassalage=&gameCode= (lazy area Seamless, login required, no footer): the game
 * launched and shown full width in an embedded frame. Games started from the home page and
 * the winner board open here; a recommended alternative replaces the game in place.
 */
export function SeamlessPage() {
  const { t } = useTranslation('game-lobby');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const vassalage = params.get('vassalage');
  const gameCode = params.get('gameCode');
  const open = (game: FrameGame) =>
    void navigate(
      withSearch(appPaths.seamless, { vassalage: game.vassalage, gameCode: game.gameCode }),
    );

  return (
    <section className="seamless-page" data-testid="seamless-page">
      {vassalage && gameCode ? (
        <GameFrame
          key={`${vassalage}:${gameCode}`}
          target={{ vassalage, gameCode }}
          playInFrame={open}
          variant="page"
          actions={
            <button
              type="button"
              className="ui-button ui-button--outline ui-button--small"
              data-testid="game-frame-back"
              onClick={() => void (canGoBack() ? navigate(-1) : navigate(appPaths.index))}
            >
              {t('frame.back')}
            </button>
          }
        />
      ) : (
        <div className="games-page__note" role="status">
          <p>{t('frame.noGame')}</p>
          <Link to={appPaths.index}>{t('frame.toHome')}</Link>
        </div>
      )}
    </section>
  );
}
