import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import './row-scroller.css';

export interface RowScrollerProps {
  /** Accessible name of the list. */
  label: string;
  children: ReactNode;
  /** Card width class. */
  variant?: 'game' | 'vendor';
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** Where the previous/next buttons show: row-scroller.css hides them on touch and narrow screens. */
const stepButtonsQuery = '(hover: hover) and (min-width: 600.02px)';

/** A horizontally scrolling list of cards with previous/next buttons (hidden on touch). */
export function RowScroller({ label, children, variant = 'game' }: RowScrollerProps) {
  const { t } = useTranslation('home');
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });
  // where the buttons are hidden nothing reads the track's scroll size: each read after a
  // render forced a layout of the page (the largest app cost of a phone's first load)
  const stepsShown = useMediaQuery(stepButtonsQuery);

  const measure = useCallback(() => {
    const track = trackRef.current;
    if (!track || !stepsShown) return;
    const atStart = track.scrollLeft <= 1;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 1;
    setEdges((current) =>
      current.atStart === atStart && current.atEnd === atEnd ? current : { atStart, atEnd },
    );
  }, [stepsShown]);

  useEffect(() => {
    if (!stepsShown) return;
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure, stepsShown, children]);

  const scroll = (direction: 1 | -1) => {
    const track = trackRef.current;
    if (!track) return;
    track.scrollBy({
      left: direction * track.clientWidth * 0.9,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  };

  return (
    <div className={`row-scroller row-scroller--${variant}`}>
      <button
        type="button"
        className="row-scroller__step row-scroller__step--prev"
        aria-label={t('row.previous')}
        disabled={edges.atStart}
        onClick={() => scroll(-1)}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <ul ref={trackRef} className="row-scroller__track" aria-label={label} onScroll={measure}>
        {children}
      </ul>
      <button
        type="button"
        className="row-scroller__step row-scroller__step--next"
        aria-label={t('row.next')}
        disabled={edges.atEnd}
        onClick={() => scroll(1)}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
