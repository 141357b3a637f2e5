import { useTranslation } from 'react-i18next';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint.ts';
import { useGameMenus } from '../games/index.ts';
import { BannerCarousel } from './components/banner-carousel.tsx';
import { HotGamesSection } from './components/hot-games-section.tsx';
import { NoticeMarquee } from './components/notice-marquee.tsx';
import { RowStatus } from './components/row-status.tsx';
import { VendorRow } from './components/vendor-row.tsx';
import { WinnerBoard } from './components/winner-board.tsx';
import { vendorRowCategories } from './hot-vendors.ts';
import './home-page.css';

/**
 * The home page (§2.2): banner carousel, notice marquee, the hot row and the vendor rows of
 * RNG, PVP, FISH, LIVE and SPORTS, and the winner board.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const menus = useGameMenus();
  // the banner (the largest paint) and the hot row first; the vendor rows and the winner
  // board, below the fold on a phone, right after
  const restShown = useAfterFirstPaint();
  return (
    <div className="home-page" data-testid="home-page">
      <h1 className="sr-only">{t('title')}</h1>
      <BannerCarousel />
      <NoticeMarquee />
      <div className="home-page__body">
        <div className="home-page__hot">
          <HotGamesSection categories={menus.data} />
        </div>
        <aside className="home-page__side">{restShown && <WinnerBoard />}</aside>
        <div className="home-page__rows">
          {menus.isPending || !restShown ? (
            <RowStatus state="loading" placeholders={5} />
          ) : menus.isError ? (
            <RowStatus state="error" onRetry={() => void menus.refetch()} />
          ) : (
            vendorRowCategories(menus.data).map((category) => (
              <VendorRow key={category.gameType} category={category} />
            ))
          )}
        </div>
      </div>
    </div>
  );
}
