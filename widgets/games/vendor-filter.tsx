// The game list's vendor filter (SPEC calls it its vendor carousel): an All entry and one toggle per vendor, above the
// game grid; with more than 5 vendors it shows 4 per view with previous/next arrows, otherwise all of them without
// arrows. Not the vendor-carousel widget, whose logos glide in a loop and open a vendor's games.
import { memo, useRef, useState } from 'react';
import { VENDOR_ARROWS_ABOVE, VENDORS_PER_VIEW } from '../../engine/page-constants.ts';
import type { Vendor } from '../../engine/api/types.gen.ts';
import { Icon } from '../ui/all-icons.ts';
import { vendorName } from './vendors.ts';

interface Props {
  vendors: readonly Vendor[];
  /** The selected vendor code, or '' for All. */
  selected: string;
  onSelect(code: string): void;
  t(key: string): string;
}

/** Whether the filter pages with arrows. */
export const hasArrows = (count: number): boolean => count > VENDOR_ARROWS_ABOVE;

function Logo({ vendor }: { vendor: Vendor }) {
  const [failed, setFailed] = useState(false);
  // A vendor icon that fails to load is hidden (the name still shows).
  return failed || !vendor.mobileSmallIcon ? null : (
    <img
      src={vendor.mobileSmallIcon}
      alt=""
      width={60}
      height={30}
      loading="lazy"
      fetchPriority="low"
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

/** The filter; each entry is a toggle button. Memoised, like the grid below it. */
export const VendorFilter = memo(function VendorFilter({ vendors, selected, onSelect, t }: Props) {
  const track = useRef<HTMLDivElement>(null);
  if (vendors.length === 0) return null;
  const arrows = hasArrows(vendors.length);
  const page = (dir: 1 | -1) => {
    const el = track.current;
    if (!el) return;
    const rtl = getComputedStyle(el).direction === 'rtl' ? -1 : 1;
    el.scrollBy({ left: dir * rtl * el.clientWidth, behavior: 'smooth' });
  };
  const entry = (code: string, label: string, vendor?: Vendor) => (
    <button key={code || 'all'} type="button" className="g-vendor" aria-pressed={selected === code} onClick={() => onSelect(code)}>
      {vendor ? (
        <Logo vendor={vendor} />
      ) : (
        <span className="g-vendor__all" aria-hidden="true">
          <Icon name="list" size={18} />
        </span>
      )}
      <span className="g-vendor__name">{label}</span>
    </button>
  );
  return (
    <div
      className={`g-vendors${arrows ? ' g-vendors--paged' : ''}`}
      style={{ ['--per-view' as string]: arrows ? VENDORS_PER_VIEW : vendors.length + 1 }}
    >
      {arrows && (
        <button type="button" className="g-vendors__arrow" aria-label={t('games_vendors_prev')} onClick={() => page(-1)}>
          <Icon name="back" size={18} />
        </button>
      )}
      <div ref={track} className="g-vendors__track" role="group" aria-label={t('games_vendors')}>
        {entry('', t('games_all'))}
        {vendors.map((v) => entry(v.vassalage, vendorName(v), v))}
      </div>
      {arrows && (
        <button type="button" className="g-vendors__arrow" aria-label={t('games_vendors_next')} onClick={() => page(1)}>
          <Icon name="chevron" size={18} />
        </button>
      )}
    </div>
  );
});
