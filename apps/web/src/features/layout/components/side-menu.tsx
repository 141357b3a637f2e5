import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameCategory } from '@lobby/contracts';
import { appPaths, memberPagePath } from '../../../lib/app-paths.ts';
import { appLanguages } from '../../../lib/i18n.ts';
import { useBanners } from '../../home/index.ts';
import { useGameMenus, gameTypePath, vendorPath, gameTypeTitleKeys } from '../../games/index.ts';
import { usePermission } from '../../brand/index.ts';
import { useChangeLanguage, useCurrentLanguage } from '../../../lib/language.ts';
import { BannerLink } from '../../../components/ui/banner-link.tsx';
import { BrandLogo } from '../../../components/ui/brand-logo.tsx';
import { FallbackImage } from '../../../components/ui/fallback-image.tsx';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
import { languageNames } from '../../../components/ui/language-select.tsx';
import { openChatDialog } from '../open-chat-dialog.ts';
import { isCurrentTarget } from '../path-match.ts';
import { drawerQuery } from '../screen-queries.ts';
import { mediaMatches, useMediaQuery } from '../../../lib/use-media-query.ts';
import { ResourceQrCodes, useQrResources } from './right-bar.tsx';
import { SideMemberSection } from './side-member-section.tsx';

function SideCategory({ category }: { category: GameCategory }) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const target = gameTypePath(category.gameType);
  const [expanded, setExpanded] = useState(() => isCurrentTarget(target, location));
  const listId = `side-menu-vendors-${category.gameType}`;
  return (
    <li className="side-menu__category">
      <button
        type="button"
        className="side-menu__entry side-menu__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span className="side-menu__entry-text">{t(gameTypeTitleKeys[category.gameType])}</span>
        <Icon name="chevronDown" size={16} className="side-menu__chevron" />
      </button>
      <ul id={listId} className="side-menu__vendors" hidden={!expanded}>
        <li>
          <Link
            className="side-menu__vendor"
            to={target}
            aria-current={isCurrentTarget(target, location) ? 'page' : undefined}
          >
            <Icon name="grid" size={16} />
            {t('sideMenu.all')}
          </Link>
        </li>
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <Link className="side-menu__vendor" to={vendorPath(vendor)}>
              <FallbackImage src={vendor.iconUrl} alt="" width={16} height={16} loading="lazy" />
              {vendor.displayName}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}

function SideLink(props: {
  to: string;
  icon: IconName;
  label: string;
  onClick?: (event: MouseEvent) => void;
}) {
  const { to, icon, label, onClick } = props;
  const location = useLocation();
  return (
    <li>
      <Link
        className="side-menu__entry"
        to={to}
        aria-current={isCurrentTarget(to, location) ? 'page' : undefined}
        onClick={onClick}
      >
        <Icon name={icon} />
        <span className="side-menu__entry-text">{label}</span>
      </Link>
    </li>
  );
}

/** The side menu's language choice: one button per language (the header has the select). */
function SideLanguages({ languages }: { languages?: readonly string[] }) {
  const { t } = useTranslation('layout');
  const current = useCurrentLanguage();
  const changeLanguage = useChangeLanguage();
  const offered = appLanguages.filter((code) => !languages || languages.includes(code));
  return (
    <div className="side-menu__languages" role="group" aria-label={t('sideMenu.language')}>
      <Icon name="globe" />
      {offered.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          className="side-menu__language"
          aria-pressed={code === current}
          onClick={() => void changeLanguage(code)}
        >
          {languageNames[code]}
        </button>
      ))}
    </div>
  );
}

/**
 * The collapsible side menu (§2.3): logo to home, the left-menu banner, the game types with
 * their vendors (first entry "All"), favourites, recent games, promotions, VIP level,
 * customer service and the language. On small screens it is a drawer over the page; on a
 * phone it also holds the member's account entries (the header has no room for them).
 */
export function SideMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('layout');
  const permission = usePermission().data;
  const menus = useGameMenus().data ?? [];
  const banners = useBanners('w_leftmenu').data ?? [];
  const qrResources = useQrResources();
  const closeRef = useRef<HTMLButtonElement>(null);
  // a closed drawer renders only its frame: its entries cost a phone's first render for a menu
  // nobody opened yet; once opened they stay (so it closes with its content)
  const drawer = useMediaQuery(drawerQuery);
  const [openedOnce, setOpenedOnce] = useState(open);
  if (open && !openedOnce) setOpenedOnce(true);
  const entriesShown = !drawer || openedOnce;

  // a drawer that opens takes the focus, so keyboard users land inside it
  useEffect(() => {
    if (open && mediaMatches(drawerQuery)) closeRef.current?.focus();
  }, [open]);

  return (
    <aside
      id="side-menu"
      className="side-menu"
      data-open={open}
      data-testid="side-menu"
      aria-label={t('sideMenu.label')}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <div className="side-menu__top">
        <Link className="side-menu__logo" to={appPaths.index} aria-label={t('header.homeLink')}>
          <BrandLogo logoUrl={permission?.theme.logoUrl} brandName={permission?.brandName ?? ''} />
        </Link>
        <button
          ref={closeRef}
          type="button"
          className="side-menu__close"
          aria-label={t('sideMenu.close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
      </div>
      {entriesShown && (
        <>
          <SideMemberSection permission={permission} onChoose={onClose} />
          {banners.length > 0 && (
            <div className="side-menu__banners">
              {banners.map((banner) => (
                <BannerLink key={banner.id} banner={banner} className="side-menu__banner">
                  <img src={banner.url} alt={banner.title} loading="lazy" />
                </BannerLink>
              ))}
            </div>
          )}
          <nav aria-label={t('sideMenu.gamesLabel')}>
            <h2 className="side-menu__heading">{t('sideMenu.games')}</h2>
            <ul className="side-menu__list">
              {menus
                .filter((category) => category.vendors.length > 0)
                .map((category) => (
                  <SideCategory key={category.gameType} category={category} />
                ))}
            </ul>
            <h2 className="side-menu__heading">{t('sideMenu.mine')}</h2>
            <ul className="side-menu__list">
              <SideLink to={appPaths.favorite} icon="star" label={t('sideMenu.favorites')} />
              <SideLink to={appPaths.recent} icon="clock" label={t('sideMenu.recent')} />
              <SideLink to={appPaths.promotions} icon="gift" label={t('sideMenu.promotions')} />
              <SideLink to={memberPagePath('vip')} icon="crown" label={t('sideMenu.vip')} />
              <SideLink
                to={appPaths.appDownload}
                icon="download"
                label={t('sideMenu.appDownload')}
              />
              {/* the built-in live chat (a dialog over the page); an outside chat's link when the
                  brand has one */}
              <SideLink
                to={appPaths.chat}
                icon="headset"
                label={t('sideMenu.service')}
                onClick={(event) => {
                  openChatDialog(event);
                  // a drawer closes as it would on leaving the page
                  if (event.defaultPrevented && drawer) onClose();
                }}
              />
            </ul>
          </nav>
          <SideLanguages languages={permission?.languages} />
          {qrResources.length > 0 && (
            <div className="side-menu__qr" data-testid="side-menu-qr">
              <ResourceQrCodes resources={qrResources} />
            </div>
          )}
        </>
      )}
    </aside>
  );
}
