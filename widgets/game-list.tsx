// The game list of one game type: toolbar, vendor filter, filter drawer and the
// infinite grid. Tab state all/hot/recent/fav; choosing a vendor goes back to the all list of that vendor.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GameListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { gameTypesOf } from '../engine/api/readers/games.ts';
import { CATEGORIES } from './games/categories.ts';
import { loadFavourites } from './games/favourites.ts';
import { FilterDrawer } from './games/filter-drawer.tsx';
import { GameGrid } from './games/game-grid.tsx';
import { GameToolbar } from './games/game-toolbar.tsx';
import { defaultFilters, usePageLoader, type Filters, type Tab } from './games/sources.ts';
import { useGameFeed } from './games/use-game-feed.ts';
import { VendorFilter } from './games/vendor-filter.tsx';
import { loadGameVendors, vendorsOf } from './games/vendors.ts';
import './game-list.css';
import { ROUTES } from '../engine/constants.ts';

/** Classify defaults to ALL, and RNG lists also offer NEW. */
const DEFAULT_CLASSIFIES = ['ALL', 'NEW'];
const activeFilters = (f: Filters): number => f.vendors.length + (f.classify !== 'ALL' ? 1 : 0) + (f.minBet !== 'All' ? 1 : 0);

export default function GameList({ config }: WidgetProps<GameListProps>) {
  const engine = useEngine();
  const { t, params, navigate, toast } = engine;
  const signedIn = useStore(engine.session.state, (s) => !!s.info);
  const gameType = (config.gameType ?? params.gameType ?? 'RNG').toUpperCase();
  const [tab, setTab] = useState<Tab>('all');
  const [filters, setFilters] = useState<Filters>(() => defaultFilters(gameType, params.vassalage ? params.vassalage.split(',') : []));
  // The vendor row is part of the first screenful: on a server-rendered page it comes with the HTML.
  const wantVendors = config.vendorCarousel !== false || config.filter !== false;
  // A failed load leaves the row as it was (empty at first): the list below works without it.
  const vendorData = useData(() => loadGameVendors(engine), [gameType], { enabled: wantVendors, serve: true }).value;
  // The filter's categories: the platform's list, or the built-in one when it cannot be had.
  const gameTypes = useData(
    () => engine.call('gameTypes', { typeId: 1 }).then((value) => gameTypesOf(value).filter((c) => c !== 'HOT' && c !== gameType)),
    [gameType],
    { enabled: config.filter !== false },
  );
  const categories = gameTypes.status === 'failed' ? CATEGORIES.filter((c) => c !== 'HOT' && c !== gameType) : (gameTypes.value ?? []);
  const [drawer, setDrawer] = useState(false);
  const pageLoader = usePageLoader();
  const feed = useGameFeed(tab, filters, pageLoader);

  // biome-ignore lint/correctness/useExhaustiveDependencies: favourites load when the player signs in; new services alone (a language switch) must not load them again
  useEffect(() => {
    if (signedIn) void loadFavourites(engine);
  }, [signedIn]);

  const vendors = useMemo(() => vendorsOf(vendorData, gameType), [vendorData, gameType]);
  const chooseTab = (next: Tab) => {
    if ((next === 'recent' || next === 'fav') && !signedIn) {
      toast(t('not_logged_in'));
      navigate(config.loginRoute ?? ROUTES.login);
      return;
    }
    setTab(next);
  };
  // The same function each render, so the memoised vendor row does not render again when the drawer opens.
  const chooseVendor = useCallback((code: string) => {
    setTab('all');
    setFilters((f) => ({ ...f, vendors: code ? [code] : [] }));
  }, []);
  const selectedVendor = filters.vendors.length === 1 ? filters.vendors[0]! : filters.vendors.length === 0 ? '' : '-';
  const extended = (config.extendedFiltersFor ?? ['RNG']).includes(gameType);
  const panelId = `games-${gameType}`;
  return (
    <section className="g-list" aria-labelledby={`${panelId}-title`}>
      <h2 id={`${panelId}-title`} className="ui-visually-hidden">
        {t(`cat_${gameType.toLowerCase()}`)}
      </h2>
      <GameToolbar
        search={filters.search}
        onSearch={(search) => setFilters((f) => (f.search === search ? f : { ...f, search }))}
        tab={tab}
        onTab={chooseTab}
        showSearch={config.search !== false}
        showTabs={config.quickTabs !== false}
        filterCount={config.filter === false ? null : activeFilters(filters)}
        onFilter={() => setDrawer(true)}
        t={t}
      />
      {config.vendorCarousel !== false && (
        <VendorFilter vendors={vendors} selected={tab === 'all' ? selectedVendor : '-'} onSelect={chooseVendor} t={t} />
      )}
      <GameGrid
        state={feed.state}
        columns={config.columns ?? 3}
        images={config.priority ? 'first-row' : undefined}
        label={t('games_grid', [t(`cat_${gameType.toLowerCase()}`)])}
        emptyKey={tab === 'fav' ? 'games_no_favourites' : tab === 'recent' ? 'games_no_recent' : 'no_games'}
        onMore={feed.loadMore}
        onRetry={feed.retry}
        onUnfavourite={tab === 'fav' ? feed.drop : undefined}
      />
      {config.filter !== false && (
        <FilterDrawer
          open={drawer}
          onClose={() => setDrawer(false)}
          filters={filters}
          vendors={vendors}
          extended={extended}
          classifies={config.classifies ?? DEFAULT_CLASSIFIES}
          categories={categories}
          lotteryRoute={config.lotteryRoute ?? ROUTES.lottery}
          onApply={(f) => {
            setTab('all');
            setFilters(f);
          }}
          navigate={navigate}
          t={t}
        />
      )}
    </section>
  );
}
