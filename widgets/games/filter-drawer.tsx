// The game filter drawer: vendors, game type and minimum bet (RNG only), Submit and Reset,
// and links to the other categories (lotteries go to the lottery screen, the rest to their game list).
import { useState, type MouseEvent } from 'react';
import { MIN_BET_OPTIONS } from '../../engine/page-constants.ts';
import type { Vendor } from '../../engine/api/types.gen.ts';
import { Button } from '../ui/button.tsx';
import { Drawer } from '../ui/sheet.tsx';
import { categoryName, categoryRoute } from './categories.ts';
import { defaultFilters, type Filters } from './sources.ts';
import { vendorName } from './vendors.ts';

interface Props {
  open: boolean;
  onClose(): void;
  filters: Filters;
  vendors: readonly Vendor[];
  /** Game-type choices (classify), shown only when extended. */
  classifies: readonly string[];
  /** Whether the game-type and minimum-bet sections show (RNG). */
  extended: boolean;
  categories: readonly string[];
  lotteryRoute: string;
  onApply(next: Filters): void;
  navigate(to: string): void;
  t(key: string, params?: unknown[]): string;
}

/** The drawer; edits a draft that Submit applies and Reset clears (and applies). */
export function FilterDrawer({
  open,
  onClose,
  filters,
  vendors,
  classifies,
  extended,
  categories,
  lotteryRoute,
  onApply,
  navigate,
  t,
}: Props) {
  const [draft, setDraft] = useState(filters);
  // The draft starts from the applied filters each time the drawer opens, not while the player edits it. Set while
  // rendering (React renders this component again at once), not in an effect: that was a second render and commit
  // of the drawer inside the tap that opens it.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(filters);
  }
  const toggleVendor = (code: string) =>
    setDraft((d) => ({ ...d, vendors: d.vendors.includes(code) ? d.vendors.filter((v) => v !== code) : [...d.vendors, code] }));
  const chip = (key: string, label: string, pressed: boolean, onClick: () => void) => (
    <button key={key} type="button" className="g-chip" aria-pressed={pressed} onClick={onClick}>
      {label}
    </button>
  );
  const go = (e: MouseEvent, to: string) => {
    e.preventDefault();
    onClose();
    navigate(to);
  };
  const submit = () => {
    onApply(draft);
    onClose();
  };
  const reset = () => {
    const d = { ...defaultFilters(filters.gameType), search: filters.search };
    setDraft(d);
    onApply(d);
    onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('games_filter')} closeLabel={t('games_close')}>
      <div className="g-filter">
        {vendors.length > 0 && (
          <fieldset className="g-filter__group">
            <legend>{t('games_filter_vendors')}</legend>
            <div className="g-filter__chips">
              {vendors.map((v) => chip(v.vassalage, vendorName(v), draft.vendors.includes(v.vassalage), () => toggleVendor(v.vassalage)))}
            </div>
          </fieldset>
        )}
        {extended && classifies.length > 0 && (
          <fieldset className="g-filter__group">
            <legend>{t('games_filter_type')}</legend>
            <div className="g-filter__chips">
              {classifies.map((c) =>
                chip(c, t(`games_classify_${c.toLowerCase()}`), draft.classify === c, () => setDraft((d) => ({ ...d, classify: c }))),
              )}
            </div>
          </fieldset>
        )}
        {extended && (
          <fieldset className="g-filter__group">
            <legend>{t('games_filter_min_bet')}</legend>
            <div className="g-filter__chips">
              {MIN_BET_OPTIONS.map((b) =>
                chip(b, b === 'All' ? t('games_all') : b, draft.minBet === b, () => setDraft((d) => ({ ...d, minBet: b }))),
              )}
            </div>
          </fieldset>
        )}
        <div className="g-filter__actions">
          <Button variant="secondary" onClick={reset}>
            {t('games_reset')}
          </Button>
          <Button onClick={submit}>{t('games_submit')}</Button>
        </div>
        {categories.length > 0 && (
          <nav className="g-filter__group" aria-label={t('games_other_categories')}>
            <h3 className="g-filter__heading">{t('games_other_categories')}</h3>
            <ul className="g-filter__links">
              {categories.map((c) => {
                const to = categoryRoute(c, lotteryRoute);
                return (
                  <li key={c}>
                    <a href={to} onClick={(e) => go(e, to)} aria-current={c === filters.gameType ? 'page' : undefined}>
                      {categoryName(c, t)}
                    </a>
                  </li>
                );
              })}
            </ul>
          </nav>
        )}
      </div>
    </Drawer>
  );
}
