// Vendor tiles: a grid of provider logos; each opens that provider's games (lotteries open the lottery screen).
import { useState, type MouseEvent } from 'react';
import type { Vendor } from '../../engine/api/types.gen.ts';
import { LOTTERY_TYPES } from './categories.ts';
import { vendorName } from './vendors.ts';
import { ROUTES } from '../../engine/constants.ts';

/** Where a vendor tile of a category goes. */
export function vendorRoute(category: string, vassalage: string, lotteryRoute: string = ROUTES.lottery): string {
  if (LOTTERY_TYPES.includes(category)) return lotteryRoute;
  return `${ROUTES.gameList}?gameType=${encodeURIComponent(category)}&vassalage=${encodeURIComponent(vassalage)}`;
}

function VendorTile({ vendor, href, onOpen }: { vendor: Vendor; href: string; onOpen(e: MouseEvent, to: string): void }) {
  const [failed, setFailed] = useState(!vendor.mobileLargeIcon && !vendor.mobileSmallIcon);
  const name = vendorName(vendor);
  return (
    <a className="g-vtile" href={href} onClick={(e) => onOpen(e, href)}>
      <span className="g-vtile__media">
        {failed ? (
          <span className="g-vtile__fallback" aria-hidden="true">
            {String(vendor.vassalage).slice(0, 4)}
          </span>
        ) : (
          <img
            src={vendor.mobileLargeIcon || vendor.mobileSmallIcon}
            alt=""
            width={160}
            height={80}
            loading="lazy"
            decoding="async"
            onError={() => setFailed(true)}
          />
        )}
      </span>
      <span className="g-vtile__name">{name}</span>
    </a>
  );
}

/** A titled (optional) grid of vendor tiles for one category. */
export function VendorGrid({
  vendors,
  category,
  title,
  lotteryRoute,
  navigate,
}: {
  vendors: readonly Vendor[];
  category: string;
  title?: string;
  lotteryRoute?: string;
  navigate(to: string): void;
}) {
  if (vendors.length === 0) return null;
  const open = (e: MouseEvent, to: string) => {
    e.preventDefault();
    navigate(to);
  };
  return (
    <div className="g-vgrid">
      {title && <h3 className="g-vgrid__title">{title}</h3>}
      <ul className="g-vgrid__list">
        {vendors.map((v) => (
          <li key={v.vassalage}>
            <VendorTile vendor={v} href={vendorRoute(category, v.vassalage, lotteryRoute)} onOpen={open} />
          </li>
        ))}
      </ul>
    </div>
  );
}
