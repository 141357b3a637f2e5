import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { GameType, Vendor } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import {
  GameCard,
  gameListQueryOptions,
  gameTypeOfPage,
  gameTypeTitleKeys,
  memberGamesQueryOptions,
  useGameMenus,
} from '../../games/index.ts';
import { useSessionState } from '../../session/index.ts';
import './lottery-centre.css';

const lotteryTypes: ReadonlySet<GameType> = new Set(['LOTT', 'ELOTT']);

/**
 * /lott and /elott (lazy area lottery): the lottery game centres. The member's recent lottery
 * games first (§7.3 "recent lottery"), then each vendor of the type with its games; a game's
 * start opens its lottery page by the launch routing (§4.9: fast games on /lottery, VN on
 * /vnLottery, Thai on /seaLottery).
 */
export function LotteryCentrePage() {
  const { t } = useTranslation('lottery-fast');
  const { pathname, search } = useLocation();
  const gameType = gameTypeOfPage(pathname, search, 'LOTT');
  const vendors = useGameMenus().data?.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const { isLogin } = useSessionState();
  return (
    <section className="lottery-centre" data-testid="lottery-centre">
      <h1 className="lottery-centre__title">{t(gameTypeTitleKeys[gameType])}</h1>
      {isLogin && <RecentLottery />}
      {vendors.map((vendor) => (
        <VendorGames key={vendor.vassalage} vendor={vendor} />
      ))}
    </section>
  );
}

/** The lottery games this member played lately (the recent list narrowed to lottery types). */
function RecentLottery() {
  const { t } = useTranslation('lottery-fast');
  const lang = useCurrentLanguage();
  const recent = useInfiniteQuery(memberGamesQueryOptions('recent', lang));
  const games = (recent.data?.pages ?? [])
    .flatMap((page) => page.content)
    .filter((game) => lotteryTypes.has(game.gameType));
  return (
    <section className="lottery-centre__section" aria-labelledby="lottery-recent-title">
      <h2 id="lottery-recent-title" className="lottery-centre__heading">
        {t('centre.recent')}
      </h2>
      {games.length === 0 ? (
        <p className="lottery-centre__muted">{t('centre.recentEmpty')}</p>
      ) : (
        <ul className="lottery-centre__grid" data-testid="lottery-recent">
          {games.map((game) => (
            <li key={game.nodeId}>
              <GameCard game={game} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function VendorGames({ vendor }: { vendor: Vendor }) {
  const lang = useCurrentLanguage();
  const query = useInfiniteQuery(
    gameListQueryOptions({ gameType: vendor.gameType, vassalage: vendor.vassalage, lang }),
  );
  const games = (query.data?.pages ?? []).flatMap((page) => page.content);
  const id = `lottery-vendor-${vendor.vassalage}`;
  return (
    <section className="lottery-centre__section" aria-labelledby={id}>
      <h2 id={id} className="lottery-centre__heading">
        {vendor.displayName}
      </h2>
      <ul className="lottery-centre__grid" data-testid={id}>
        {games.map((game, index) => (
          <li key={game.nodeId}>
            <GameCard game={game} eager={index < 4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
