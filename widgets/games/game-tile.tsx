// One game tile: lazy icon in a fixed square (no layout shift) with a neutral fallback when it fails, the name,
// the vendor badge (JL has its own) and a favourite heart.
import { memo, useState, type MouseEvent } from 'react';
import type { Game } from '../../engine/api/types.gen.ts';
import { Icon } from '../ui/all-icons.ts';
import './games.css';

/** Vendors with their own badge art (JL has a special icon). */
export const SPECIAL_BADGES: Readonly<Record<string, string>> = { JL: 'g-badge--jl' };

interface Props {
  game: Game;
  href: string;
  favourite: boolean;
  favLabel: string;
  onOpen(game: Game, e: MouseEvent): void;
  onFavourite?(game: Game): void;
  /** Icon size in CSS px, used for the image's intrinsic size. */
  size?: number;
  /** A tile of the first screenful: its image loads with the page (in the server's HTML, found by the preload scanner), not once laid out. */
  eager?: boolean;
  /** `high`: its image loads ahead of other images (a first-row tile of the screen's largest paint); `low`: after
   * the screen's other images (a larger image above it is the largest paint). */
  priority?: 'high' | 'low';
}

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase() || '?';

/** A vendor badge: the vendor code, or the vendor's special art. */
export function VendorBadge({ code }: { code: string }) {
  const special = SPECIAL_BADGES[code];
  return (
    <span className={`g-badge${special ? ` ${special}` : ''}`}>
      {special && <Icon name="star" size={11} />}
      {code}
    </span>
  );
}

/** The tile; memoised so appending a page does not re-render the tiles already shown. */
export const GameTile = memo(function GameTile({
  game,
  href,
  favourite,
  favLabel,
  onOpen,
  onFavourite,
  size = 112,
  eager = false,
  priority,
}: Props) {
  const src = game.showIcon === false ? '' : String(game.mobileSmallIcon || game.iconUrl || '');
  const [failed, setFailed] = useState(!src);
  const name = String(game.gameName || game.nodeName || '');
  return (
    <div className="g-tile" data-game-tile="">
      <a className="g-tile__link" href={href} title={name || undefined} onClick={(e) => onOpen(game, e)}>
        <span className="g-tile__media">
          {failed ? (
            <span className="g-tile__fallback" aria-hidden="true">
              {initials(name)}
            </span>
          ) : (
            <img
              src={src}
              alt=""
              width={size}
              height={size}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={priority}
              decoding="async"
              onError={() => setFailed(true)}
            />
          )}
        </span>
        {/* dir="auto": an English name in an Arabic page keeps its own direction, so a long one is cut at its end. */}
        <span className="g-tile__name" dir="auto">
          {name}
        </span>
      </a>
      {game.vassalage && <VendorBadge code={String(game.vassalage)} />}
      {onFavourite && (
        <button type="button" className="g-tile__fav" aria-pressed={favourite} aria-label={favLabel} onClick={() => onFavourite(game)}>
          <span className="g-tile__heart">
            <Icon name="heart" size={16} />
          </span>
        </button>
      )}
    </div>
  );
});
