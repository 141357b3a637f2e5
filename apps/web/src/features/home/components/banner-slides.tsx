import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import useEmblaCarousel from 'embla-carousel-react';
import type { Banner } from '@lobby/contracts';
import { BannerLink } from '../../../components/ui/banner-link.tsx';
import {
  bannerAutoplayMs,
  carouselBehaviour,
  emblaDuration,
  isAutoplayActive,
} from '../carousel-rules.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

function usePageHidden(): boolean {
  const [hidden, setHidden] = useState(() => document.hidden);
  useEffect(() => {
    const update = () => setHidden(document.hidden);
    document.addEventListener('visibilitychange', update);
    return () => document.removeEventListener('visibilitychange', update);
  }, []);
  return hidden;
}

/**
 * The banners on Embla: slides, previous/next, dots, autoplay. `turnDue`: the carousel loaded
 * this when its first autoplay turn came, so that turn happens now.
 */
export function BannerSlides({
  banners,
  turnDue = false,
}: {
  banners: Banner[];
  turnDue?: boolean;
}) {
  const { t } = useTranslation('home');
  const behaviour = carouselBehaviour(banners.length);
  const [viewportRef, embla] = useEmblaCarousel({
    loop: behaviour.loop,
    duration: emblaDuration,
    active: behaviour.showControls,
  });
  const [selected, setSelected] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const pageHidden = usePageHidden();
  const playing = isAutoplayActive({
    count: banners.length,
    hovered,
    focused,
    reducedMotion,
    pageHidden,
  });

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const firstWaitMs = useRef(turnDue ? 0 : bannerAutoplayMs);

  // every slide change re-arms the timer, so a manual move gets the full 5 s too
  useEffect(() => {
    if (!embla || !playing) return;
    const timer = window.setTimeout(() => embla.scrollNext(), firstWaitMs.current);
    firstWaitMs.current = bannerAutoplayMs;
    return () => window.clearTimeout(timer);
  }, [embla, playing, selected]);

  const goTo = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') embla?.scrollPrev();
    else if (event.key === 'ArrowRight') embla?.scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    <div
      className="banner-carousel__frame"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={behaviour.showControls ? onKeyDown : undefined}
    >
      <div className="banner-carousel__viewport" ref={viewportRef}>
        <div className="banner-carousel__container">
          {banners.map((banner, index) => (
            <div
              key={banner.id}
              className="banner-carousel__slide"
              role="group"
              aria-roledescription={t('banner.slide')}
              aria-label={t('banner.slideOf', { index: index + 1, count: banners.length })}
            >
              <BannerLink banner={banner} className="banner-carousel__link">
                <img
                  className="banner-carousel__image"
                  src={banner.url}
                  alt={banner.title}
                  width={1600}
                  height={500}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                  decoding="async"
                  draggable={false}
                />
              </BannerLink>
            </div>
          ))}
        </div>
      </div>
      {behaviour.showControls && (
        <>
          <button
            type="button"
            className="banner-carousel__step banner-carousel__step--prev"
            aria-label={t('banner.previous')}
            onClick={() => embla?.scrollPrev()}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="banner-carousel__step banner-carousel__step--next"
            aria-label={t('banner.next')}
            onClick={() => embla?.scrollNext()}
          >
            <span aria-hidden="true">›</span>
          </button>
          <div className="banner-carousel__dots">
            {banners.map((banner, index) => (
              <button
                key={banner.id}
                type="button"
                className="banner-carousel__dot"
                aria-label={t('banner.goTo', { index: index + 1 })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
