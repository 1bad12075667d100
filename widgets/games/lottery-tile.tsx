// One lottery as a tile: icon (fixed square, neutral fallback), name and draw frequency; opens its launch.
import { useState, type MouseEvent } from 'react';

/** What a lottery tile shows. */
export interface LotteryItem {
  code: string;
  name: string;
  iconUrl?: string;
  drawIntervalMinutes?: number;
}

const MINUTES_PER_DAY = 1440;

/** The label key and params of a draw interval (every N minutes, or daily). */
export function drawLabel(minutes: number | undefined): [string, unknown[]] | null {
  if (typeof minutes !== 'number' || !Number.isFinite(minutes) || minutes <= 0) return null;
  return minutes >= MINUTES_PER_DAY ? ['lottery_daily', []] : ['lottery_every_min', [minutes]];
}

/** The tile, a link to the lottery's launch route. */
export function LotteryTile({
  item,
  href,
  onOpen,
  t,
}: {
  item: LotteryItem;
  href: string;
  onOpen(e: MouseEvent, to: string): void;
  t(k: string, p?: unknown[]): string;
}) {
  const [failed, setFailed] = useState(!item.iconUrl);
  const draw = drawLabel(item.drawIntervalMinutes);
  return (
    <a className="l-tile" href={href} onClick={(e) => onOpen(e, href)}>
      <span className="l-tile__media">
        {failed ? (
          <span className="l-tile__fallback" aria-hidden="true">
            {String(item.name).slice(0, 2).toUpperCase()}
          </span>
        ) : (
          <img src={item.iconUrl} alt="" width={56} height={56} loading="lazy" decoding="async" onError={() => setFailed(true)} />
        )}
      </span>
      <span className="l-tile__text">
        <span className="l-tile__name">{item.name}</span>
        {draw && <span className="l-tile__draw">{t(draw[0], draw[1])}</span>}
      </span>
    </a>
  );
}
