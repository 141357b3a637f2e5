import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { appPaths } from '../../../lib/app-paths.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import type { LaunchTarget } from '../api/launch-game.ts';
import { memberGamesQueryOptions } from '../api/get-member-games.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { GamePopup } from '../components/game-popup.tsx';
import '../games.css';

/**
 * /favorite and /recent (lazy area AccountGame, login required): the member's favourite games
 * (§4.10) or the games played lately, newest first, in the same grid as the list centres.
 */
export function AccountGamesPage() {
  const { t } = useTranslation('game-lobby');
  const lang = useCurrentLanguage();
  const isRecent = useLocation().pathname.toLowerCase() === appPaths.recent.toLowerCase();
  const query = useInfiniteQuery(memberGamesQueryOptions(isRecent ? 'recent' : 'favourites', lang));
  const [playing, setPlaying] = useState<LaunchTarget | null>(null);
  const title = t(isRecent ? 'common:route.recent' : 'common:route.favorite');

  return (
    <section className="games-page" data-testid={isRecent ? 'recent-page' : 'favorite-page'}>
      <header className="games-page__header">
        <div>
          <h1 className="games-page__title">{title}</h1>
          <p className="games-page__subtitle">
            {isRecent ? t('recent.subtitle') : t('favorite.subtitle')}
          </p>
        </div>
      </header>
      <GameGrid
        query={query}
        label={title}
        emptyText={isRecent ? t('recent.empty') : t('favorite.empty')}
        playInFrame={setPlaying}
      />
      {playing && (
        <GamePopup target={playing} onClose={() => setPlaying(null)} onChoose={setPlaying} />
      )}
    </section>
  );
}
