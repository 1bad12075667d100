// The home page's popular-games panel: a scrolling category menu and what the chosen category shows.
// The default is the first of the sorted categories (HOT added in front); the event popular.category selects one.
// The choice outlives the screen: a player who comes back (browser back, the header's back) finds it kept.
import { useEffect, useMemo, useState } from 'react';
import type { PopularGamesProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { onEngineEvent, useData, useEngine } from '../engine/widget-module.ts';
import { Tabs } from './ui/tabs.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { POPULAR_CATEGORY_EVENT, categoryName, categoryView, panelCategories } from './games/categories.ts';
import { GameGrid } from './games/game-grid.tsx';
import { defaultFilters, usePageLoader } from './games/sources.ts';
import { useGameFeed } from './games/use-game-feed.ts';
import { VendorGrid } from './games/vendor-grid.tsx';
import { loadGameVendors, sortedCategories, vendorsOf } from './games/vendors.ts';
import './popular-games.css';
import { ROUTES } from '../engine/constants.ts';

/**
 * The category the player last chose, kept for this page's life (not stored: a reload starts at the default, as the
 * server rendered it). The event also reaches it while home is not shown: the footer's home sends HOT, then opens home.
 */
let chosen = '';
onEngineEvent(POPULAR_CATEGORY_EVENT, (v) => {
  if (typeof v === 'string' && v) chosen = v.toUpperCase();
});

/** Placeholder tiles in the grid's own layout, so the sections below do not move when the games arrive. */
function TilesPlaceholder({ tiles }: { tiles: number }) {
  return (
    <ul className="g-grid" aria-hidden="true">
      {Array.from({ length: tiles }, (_, i) => (
        <li key={i} className="w-popular__ph">
          <span className="g-tile__media" />
          <span className="g-tile__name" />
        </li>
      ))}
    </ul>
  );
}

/** While the categories load: the panel's shape (a row of tabs over `tiles` tiles). */
function PanelPlaceholder({ label, tiles }: { label: string; tiles: number }) {
  return (
    <div className="w-popular__loading" role="status" aria-busy="true">
      <span className="ui-visually-hidden">{label}</span>
      <div className="w-popular__tabs-ph" aria-hidden="true" />
      <TilesPlaceholder tiles={tiles} />
    </div>
  );
}

export default function PopularGames({ config }: WidgetProps<PopularGamesProps>) {
  const engine = useEngine();
  const { t, navigate, on } = engine;
  // Served: a server-rendered home holds the default category's first tiles (the page's first screen).
  const vendorIndex = useData(() => loadGameVendors(engine), [], { serve: true });
  const data = vendorIndex.value;
  const failed = vendorIndex.status === 'failed';
  const [active, setChosen] = useState(chosen);
  const setActive = (category: string) => {
    chosen = category;
    setChosen(category);
  };
  const categories = useMemo(() => panelCategories(sortedCategories(data)), [data]);

  useEffect(
    () =>
      on(POPULAR_CATEGORY_EVENT, (v) => {
        if (typeof v === 'string' && v) setChosen(v.toUpperCase());
      }),
    [on],
  );

  const current = categories.includes(active) ? active : (categories[0] ?? 'HOT');
  const view = categoryView(
    current,
    vendorsOf(data, 'INHOUSE').map((v) => v.vassalage),
  );
  const tab = view.kind === 'hot' ? ('hot' as const) : ('all' as const);
  // biome-ignore lint/correctness/useExhaustiveDependencies: view is rebuilt each render; its JSON is the key, so the filters keep their identity and the feed is not asked again
  const filters = useMemo(
    () =>
      view.kind === 'list'
        ? defaultFilters(view.gameType)
        : view.kind === 'vendorList'
          ? defaultFilters(view.gameType, view.vendors)
          : defaultFilters('HOT'),
    [JSON.stringify(view)],
  );
  const pageLoader = usePageLoader();
  const feed = useGameFeed(tab, filters, pageLoader, !!data && view.kind !== 'vendors');
  const limit = config.limit ?? 12;
  const shown = useMemo(() => ({ ...feed.state, games: feed.state.games.slice(0, limit), hasMore: false }), [feed.state, limit]);
  const panelId = 'popular-games-panel';
  const more =
    view.kind === 'list'
      ? `${ROUTES.gameList}?gameType=${view.gameType}`
      : view.kind === 'vendorList'
        ? `${ROUTES.gameList}?gameType=${view.gameType}&vassalage=${view.vendors.join(',')}`
        : null;

  return (
    <section className="w-popular" aria-label={t(config.title ?? 'games_popular')}>
      {config.title && <h2 className="w-popular__title">{t(config.title)}</h2>}
      {failed ? (
        <RetryState text={t('load_failed_retry')} onRetry={vendorIndex.reload} />
      ) : !data ? (
        <PanelPlaceholder label={t('games_loading')} tiles={limit} />
      ) : (
        <>
          <Tabs
            className="w-popular__tabs"
            label={t('game_categories')}
            active={current}
            onChange={setActive}
            tabs={categories.map((c) => ({ id: c, label: categoryName(c, t), controls: panelId }))}
          />
          <div id={panelId} role="tabpanel" aria-label={categoryName(current, t)} className="w-popular__panel">
            {view.kind === 'vendors' ? (
              vendorsOf(data, view.category).length ? (
                <VendorGrid
                  vendors={vendorsOf(data, view.category)}
                  category={view.category}
                  lotteryRoute={config.lotteryRoute}
                  navigate={navigate}
                />
              ) : (
                <p className="w-popular__empty">{t('games_no_vendors')}</p>
              )
            ) : shown.games.length === 0 && shown.status === 'loading' ? (
              // The first page of games on its way: placeholders of the loaded grid's size (the grid's own are smaller).
              <div className="w-popular__loading" role="status" aria-busy="true">
                <span className="ui-visually-hidden">{t('games_loading')}</span>
                <TilesPlaceholder tiles={limit} />
              </div>
            ) : (
              <GameGrid
                state={shown}
                columns={config.columns ?? 3}
                label={t('games_grid', [categoryName(current, t)])}
                onMore={() => {}}
                onRetry={feed.retry}
                infinite={false}
                images={config.imagePriority === 'low' ? 'low' : undefined}
              />
            )}
            {more && feed.state.games.length > 0 && (
              <a
                className="w-popular__more"
                href={more}
                onClick={(e) => {
                  e.preventDefault();
                  navigate(more);
                }}
              >
                {t('games_view_all', [categoryName(current, t)])}
              </a>
            )}
          </div>
        </>
      )}
    </section>
  );
}
