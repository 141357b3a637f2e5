import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Banner } from '@lobby/contracts';
import { BannerLink } from '../../../components/ui/banner-link.tsx';
import { useBanners } from '../api/get-banners.ts';
import { bannerAutoplayMs } from '../carousel-rules.ts';
import './banner-carousel.css';

// Embla loads after the first paint; until then (or if it cannot load) the first banner
// stands still in its place
const BannerSlides = lazy(() =>
  import('./banner-slides.tsx').then(
    (m) => ({ default: m.BannerSlides }),
    () => ({
      default: ({ banners }: { banners: Banner[]; turnDue: boolean }) => (
        <FirstBanner banner={banners[0] as Banner} />
      ),
    }),
  ),
);

/** Why Embla is wanted: its first autoplay turn is due, or the visitor reached for it. */
type SlidesWanted = 'turn-due' | 'visitor';

/**
 * Embla is not needed until the carousel moves: at its first autoplay turn (it then turns at
 * once), or as soon as the visitor reaches for it (pointer, touch, focus). Until then the first
 * banner stands still, and the first load of the page carries no carousel code.
 */
function useSlidesWanted(): [SlidesWanted | undefined, () => void] {
  const [wanted, setWanted] = useState<SlidesWanted>();
  useEffect(() => {
    const timer = window.setTimeout(() => setWanted((now) => now ?? 'turn-due'), bannerAutoplayMs);
    return () => window.clearTimeout(timer);
  }, []);
  return [wanted, () => setWanted((now) => now ?? 'visitor')];
}

/** The first banner alone, as the carousel shows it before it can move. */
function FirstBanner({ banner }: { banner: Banner }) {
  return (
    <div className="banner-carousel__viewport">
      <BannerLink banner={banner} className="banner-carousel__link">
        <img
          className="banner-carousel__image"
          src={banner.url}
          alt={banner.title}
          width={1600}
          height={500}
          fetchPriority="high"
          decoding="async"
        />
      </BannerLink>
    </div>
  );
}

/**
 * The home banner carousel (§2.2, §9): group w_home, autoplay every 5 s with a one-second
 * glide, looping only with more than one banner; pauses on hover, on focus, when the tab is
 * hidden, and for visitors who prefer reduced motion.
 */
export function BannerCarousel() {
  const { t } = useTranslation('home');
  const query = useBanners('w_home');
  const banners = query.data ?? [];
  const [slidesWanted, wantSlides] = useSlidesWanted();
  return (
    <section
      className="banner-carousel"
      data-testid="banner-carousel"
      aria-roledescription={t('banner.carousel')}
      aria-label={t('banner.label')}
      onPointerEnter={wantSlides}
      onTouchStart={wantSlides}
      onFocus={wantSlides}
    >
      {query.isPending ? (
        <div
          className="banner-carousel__placeholder home-skeleton ui-skeleton"
          role="status"
          aria-busy="true"
        >
          <span className="sr-only">{t('loading')}</span>
        </div>
      ) : banners.length === 0 ? (
        // no banners (or none could be loaded): a plain welcome panel keeps the page's shape
        <div className="banner-carousel__placeholder banner-carousel__welcome">
          <p>{t('banner.welcome')}</p>
        </div>
      ) : banners.length === 1 || !slidesWanted ? (
        <FirstBanner banner={banners[0] as Banner} />
      ) : (
        <Suspense fallback={<FirstBanner banner={banners[0] as Banner} />}>
          <BannerSlides banners={banners} turnDue={slidesWanted === 'turn-due'} />
        </Suspense>
      )}
    </section>
  );
}
