import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { openModal } from '../../../lib/modal-store.ts';
import { useNotices } from '../../announcements/index.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useResizeMeasure } from '../../../lib/use-resize-measure.ts';
import './notice-marquee.css';

/** Marquee speed in pixels a second. */
const marqueeSpeed = 70;

/**
 * The scrolling notice bar (§2.2): the notices' titles in notice order; clicking one opens
 * the notice popup at that notice. Pauses on hover; stops and becomes a scrollable row on
 * keyboard focus and for visitors who prefer reduced motion.
 */
export function NoticeMarquee() {
  const { t } = useTranslation('home');
  const query = useNotices(useCurrentLanguage());
  const notices = query.data?.notices ?? [];
  const trackRef = useRef<HTMLDivElement>(null);

  // one pass runs across the bar and the whole track at a steady speed, however long it is
  // (measured after the browser's layout: read in a layout effect, it laid the page out twice)
  useResizeMeasure(
    trackRef,
    (track) => {
      const distance = track.scrollWidth || 1000;
      track.style.setProperty('--marquee-duration', `${Math.max(12, distance / marqueeSpeed)}s`);
    },
    [query.data],
  );

  return (
    <section className="notice-marquee" data-testid="notice-marquee" aria-label={t('notice.label')}>
      <span className="notice-marquee__icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="20" height="20">
          <path
            d="M3 10v4h3l5 4V6L6 10H3zm13.5 2a4.5 4.5 0 0 0-2.5-4v8a4.5 4.5 0 0 0 2.5-4z"
            fill="currentColor"
          />
        </svg>
      </span>
      <div className="notice-marquee__viewport">
        {query.isPending ? (
          <span className="notice-marquee__status">{t('loading')}</span>
        ) : query.isError ? (
          <span className="notice-marquee__status">{t('notice.error')}</span>
        ) : notices.length === 0 ? (
          <span className="notice-marquee__status">{t('notice.empty')}</span>
        ) : (
          <div ref={trackRef} className="notice-marquee__track">
            <ul className="notice-marquee__items">
              {notices.map((notice, index) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    className="notice-marquee__item"
                    data-testid="marquee-item"
                    onClick={() => openModal('notice', { startIndex: index })}
                  >
                    {notice.title}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
