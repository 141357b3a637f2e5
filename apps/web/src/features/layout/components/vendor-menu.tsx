import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@lobby/contracts';
import { gameTypePath, hasLargeMenu, vendorPath, gameTypeTitleKeys } from '../../games/index.ts';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { isCurrentTarget } from '../path-match.ts';

/** A little delay before closing, so moving the pointer from the entry to the menu works. */
const closeDelayMs = 150;

/**
 * One game category of the top navigation (§2.3): the entry leads to the category's page;
 * hovering it or focusing it opens the vendor drop menu, in the large layout when the
 * category has more than 10 games. Arrow Down moves into the menu, Escape closes it.
 */
export function NavCategory({ category }: { category: GameCategory }) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const [open, setOpen] = useState(false);
  // a menu nobody opened yet is an empty frame: every category's vendor list (links, icons)
  // cost the first render of every page for menus a phone's visitor rarely opens; once opened
  // the list stays, so it closes with its content
  const [openedOnce, setOpenedOnce] = useState(false);
  if (open && !openedOnce) setOpenedOnce(true);
  const closeTimer = useRef<number | undefined>(undefined);
  const entryRef = useRef<HTMLAnchorElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Escape puts focus back on the entry without reopening the menu it just closed
  const suppressFocusOpen = useRef(false);
  const large = hasLargeMenu(category);
  const menuId = `vendor-menu-${category.gameType}`;
  const target = gameTypePath(category.gameType);
  const title = t(gameTypeTitleKeys[category.gameType]);

  const show = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(true);
  };
  const hideSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(false), closeDelayMs);
  };
  const close = () => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
      suppressFocusOpen.current = true;
      entryRef.current?.focus();
    } else if (event.key === 'ArrowDown' && event.target === entryRef.current) {
      event.preventDefault();
      show();
      // the menu renders on this state change; focus its first link right after
      window.requestAnimationFrame(() => menuRef.current?.querySelector<HTMLElement>('a')?.focus());
    }
  };

  return (
    <li
      className="top-nav__item"
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={() => {
        if (suppressFocusOpen.current) suppressFocusOpen.current = false;
        else show();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={onKeyDown}
    >
      <Link
        ref={entryRef}
        to={target}
        className="top-nav__link"
        aria-current={isCurrentTarget(target, location) ? 'page' : undefined}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={close}
      >
        {title}
        <Icon name="chevronDown" size={14} className="top-nav__chevron" />
      </Link>
      <div
        ref={menuRef}
        id={menuId}
        className={large ? 'vendor-menu vendor-menu--large' : 'vendor-menu'}
        hidden={!open}
      >
        {openedOnce && (
          <>
            <p className="vendor-menu__title">{t('nav.vendorsOf', { type: title })}</p>
            <ul className="vendor-menu__list">
              <li>
                <Link
                  className="vendor-menu__link vendor-menu__link--all"
                  to={target}
                  onClick={close}
                >
                  <Icon name="grid" size={large ? 28 : 18} className="vendor-menu__icon" />
                  <span>{t('nav.all')}</span>
                </Link>
              </li>
              {category.vendors.map((vendor) => (
                <li key={vendor.vassalage}>
                  <Link className="vendor-menu__link" to={vendorPath(vendor)} onClick={close}>
                    <FallbackImage
                      className="vendor-menu__icon"
                      src={vendor.iconUrl}
                      alt=""
                      width={large ? 28 : 18}
                      height={large ? 28 : 18}
                      loading="lazy"
                    />
                    <span className="vendor-menu__name">{vendor.displayName}</span>
                    {vendor.isMaintenance && (
                      <span className="vendor-menu__badge">{t('nav.maintenance')}</span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </li>
  );
}
