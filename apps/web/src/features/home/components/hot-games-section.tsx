import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { GameCategory, Vendor } from '@lobby/contracts';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useBanners } from '../api/get-banners.ts';
import { gamesQueryOptions, useHotGames } from '../api/get-games.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { hotVendors } from '../hot-vendors.ts';
import { usePacedVendorGames } from '../use-paced-vendor-games.ts';
import { GamesList } from './games-list.tsx';

const hotTab = 'hot';
const vendorKey = (vendor: Vendor) => `${vendor.gameType}:${vendor.vassalage}`;

function VendorGames({ vendor, label }: { vendor: Vendor; label: string }) {
  const lang = useCurrentLanguage();
  // the paced loader fills this in; choosing the tab earlier asks at once
  const query = useQuery(
    gamesQueryOptions({ gameType: vendor.gameType, vassalage: vendor.vassalage, lang }),
  );
  return <GamesList query={query} label={label} />;
}

export interface HotGamesSectionProps {
  /** Game menus, once loaded: the hot row adds tabs for the first RNG, FISH and LIVE vendors. */
  categories: readonly GameCategory[] | undefined;
}

/**
 * The hot row (§2.2): the w_hotgames banner as its header, the hot games, and tabs for the
 * first 3 RNG, 1 FISH and 1 LIVE vendors whose lists load one after another (§9).
 */
export function HotGamesSection({ categories }: HotGamesSectionProps) {
  const { t } = useTranslation('home');
  const lang = useCurrentLanguage();
  const headingId = useId();
  const header = useBanners('w_hotgames');
  const hot = useHotGames(lang);
  const vendors = hotVendors(categories ?? []);
  usePacedVendorGames(vendors, lang);
  const [tab, setTab] = useState(hotTab);
  const selected = vendors.find((vendor) => vendorKey(vendor) === tab);
  const headerBanner = header.data?.[0];

  return (
    <section className="home-row home-row--hot" data-testid="game-row" aria-labelledby={headingId}>
      <div className="home-row__header">
        {headerBanner && (
          <img
            className="home-row__header-image"
            src={headerBanner.url}
            alt=""
            width={1200}
            height={120}
            loading="lazy"
            decoding="async"
          />
        )}
        <h2 id={headingId} className="home-row__title">
          {t('hot.title')}
        </h2>
      </div>
      <Tabs
        label={t('hot.tabs')}
        listClassName="home-tabs"
        tabClassName="home-tabs__tab"
        tabs={[
          { value: hotTab, label: t('hot.all') },
          ...vendors.map((vendor) => ({ value: vendorKey(vendor), label: vendor.displayName })),
        ]}
        value={selected ? tab : hotTab}
        onValueChange={setTab}
      >
        {selected ? (
          <VendorGames vendor={selected} label={selected.displayName} />
        ) : (
          <GamesList query={hot} label={t('hot.title')} emptyText={t('hot.empty')} eager />
        )}
      </Tabs>
    </section>
  );
}
