import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useGameMenus } from '../api/get-game-menus.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { gameTypeTitleKeys } from '../game-type-labels.ts';
import { gameTypeOfPage } from '../game-type-of-page.ts';
import type { LaunchTarget } from '../api/launch-game.ts';
import { gameListQueryOptions, gameSearchQueryOptions } from '../api/get-game-pages.ts';
import { GameGrid } from '../components/game-grid.tsx';
import { GamePopup } from '../components/game-popup.tsx';
import { GameSearch } from '../components/game-search.tsx';
import { VendorChips } from '../components/vendor-chips.tsx';
import { searchTermOf } from '../list-paging.ts';
import { useDebouncedValue } from '../use-debounced-value.ts';
import '../games.css';

/**
 * /live, /fish, /rng, /pvp and /rng?gameType=ARCADE (lazy area GameListCenter): a game type's
 * games in a grid, filtered by vendor (?vassalage=), searchable, paged with "load more".
 * Games open in the game popup over the list, which keeps its place.
 */
export function GameListCenterPage() {
  const { t } = useTranslation('game-lobby');
  const lang = useCurrentLanguage();
  const { pathname, search } = useLocation();
  const [params] = useSearchParams();
  const gameType = gameTypeOfPage(pathname, search, 'RNG');
  const vassalage = params.get('vassalage') || undefined;
  const vendors = useGameMenus().data?.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const chosen = vendors.find((vendor) => vendor.vassalage === vassalage);
  const [input, setInput] = useState('');
  const term = useDebouncedValue(searchTermOf(input));
  const list = useInfiniteQuery({
    ...gameListQueryOptions({ gameType, vassalage, lang }),
    enabled: term === '',
  });
  const found = useInfiniteQuery({ ...gameSearchQueryOptions(term, lang), enabled: term !== '' });
  const [playing, setPlaying] = useState<LaunchTarget | null>(null);
  const title = t(gameTypeTitleKeys[gameType]);

  return (
    <section className="games-page" data-testid="game-list-page">
      <header className="games-page__header">
        <div>
          <h1 className="games-page__title">{title}</h1>
          <p className="games-page__subtitle">
            {term
              ? t('list.searchResults', { term })
              : (chosen?.displayName ?? t('list.subtitleAll'))}
          </p>
        </div>
        <GameSearch value={input} onChange={setInput} />
      </header>
      <VendorChips gameType={gameType} vendors={vendors} current={vassalage} />
      <GameGrid
        query={term ? found : list}
        label={term ? t('list.searchResults', { term }) : title}
        emptyText={term ? t('list.emptySearch', { term }) : t('list.empty')}
        playInFrame={setPlaying}
      />
      {playing && (
        <GamePopup target={playing} onClose={() => setPlaying(null)} onChoose={setPlaying} />
      )}
    </section>
  );
}
