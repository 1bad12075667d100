// The game list's toolbar: a search box (debounced, Enter applies at once), the filter button with the number of
// active filters, and the quick tabs hot, recent and favourites (a pressed tab again goes back to all).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Icon } from '../ui/all-icons.ts';
import { clock } from '../ui/clock.ts';
import type { Tab } from './sources.ts';

const SEARCH_DEBOUNCE_MS = 300;
const QUICK_TABS: ReadonlyArray<[Tab, string, 'fire' | 'clock' | 'heart']> = [
  ['hot', 'games_tab_hot', 'fire'],
  ['recent', 'games_tab_recent', 'clock'],
  ['fav', 'games_tab_fav', 'heart'],
];

interface Props {
  search: string;
  onSearch(text: string): void;
  tab: Tab;
  onTab(tab: Tab): void;
  showSearch: boolean;
  showTabs: boolean;
  /** Active filter count; null hides the filter button. */
  filterCount: number | null;
  onFilter(): void;
  t(key: string, params?: unknown[]): string;
}

/** Search, filter button and quick tabs. */
export function GameToolbar({ search, onSearch, tab, onTab, showSearch, showTabs, filterCount, onFilter, t }: Props) {
  const [text, setText] = useState(search);
  const timer = useRef<unknown>(undefined);
  useEffect(() => setText(search), [search]);
  useEffect(() => () => clock.clearTimeout(timer.current), []);
  const change = (v: string) => {
    setText(v);
    clock.clearTimeout(timer.current);
    timer.current = clock.setTimeout(() => onSearch(v), SEARCH_DEBOUNCE_MS);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    clock.clearTimeout(timer.current);
    onSearch(text);
    (document.activeElement as HTMLElement | null)?.blur();
  };
  return (
    <div className="g-toolbar">
      {(showSearch || filterCount !== null) && (
        <div className="g-toolbar__row">
          {showSearch && (
            <form className="g-search" role="search" onSubmit={submit}>
              <Icon name="search" size={18} />
              <input
                type="search"
                value={text}
                onChange={(e) => change(e.target.value)}
                placeholder={t('games_search_placeholder')}
                aria-label={t('games_search')}
                enterKeyHint="search"
                autoComplete="off"
              />
            </form>
          )}
          {filterCount !== null && (
            <button
              type="button"
              className="g-filter-btn"
              onClick={onFilter}
              aria-haspopup="dialog"
              aria-label={filterCount ? t('games_filter_active', [filterCount]) : t('games_filter')}
            >
              <Icon name="settings" size={20} />
              {filterCount > 0 && (
                <span className="g-filter-btn__count" aria-hidden="true">
                  {filterCount}
                </span>
              )}
            </button>
          )}
        </div>
      )}
      {showTabs && (
        <div className="g-quick" role="group" aria-label={t('games_quick_tabs')}>
          {QUICK_TABS.map(([id, label, icon]) => (
            <button
              key={id}
              type="button"
              className="g-chip g-chip--icon"
              aria-pressed={tab === id}
              onClick={() => onTab(tab === id ? 'all' : id)}
            >
              <Icon name={icon} size={16} />
              {t(label)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
