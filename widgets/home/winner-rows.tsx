// The latest-winners rows: a plain list with 4 or fewer, a vertically gliding loop (one row per 1500 ms) with more.
import { WINNER_SCROLL_MIN_ENTRIES, WINNER_SCROLL_SPEED_MS } from '../../engine/page-constants.ts';
import { useSlider } from './use-slider.ts';
import type { Winner } from '../../engine/api/readers/games.ts';

/** Rows visible at once. */
export const VISIBLE_ROWS = 4;

/** One row: the whole row is a button that launches the game; 'play now' is its visible call to action. */
function Row({
  w,
  money,
  t,
  onPlay,
}: {
  w: Winner;
  money: (n: number) => string;
  t: (k: string, p?: unknown[]) => string;
  onPlay: (w: Winner) => void;
}) {
  return (
    <button type="button" className="w-winner" onClick={() => onPlay(w)}>
      {w.iconUrl ? (
        <img
          className="w-winner-icon"
          src={w.iconUrl}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
          }}
        />
      ) : (
        <span className="w-winner-icon" aria-hidden="true" />
      )}
      <span className="w-winner-text">
        {/* dir="auto": a name in another script than the page's keeps its own direction (cut at its end, not its start). */}
        <span className="w-winner-game" dir="auto">
          {w.gameName}
        </span>
        <span className="w-winner-name" dir="auto">
          {w.customerName}
        </span>
      </span>
      <span className="w-winner-amount">{money(w.winAmount)}</span>
      <span className="w-winner-play" aria-hidden="true">
        {t('home_play_now')}
      </span>
    </button>
  );
}

function Scrolling(props: {
  list: Winner[];
  money: (n: number) => string;
  t: (k: string, p?: unknown[]) => string;
  onPlay: (w: Winner) => void;
}) {
  const [ref] = useSlider<HTMLDivElement>(
    { vertical: true, loop: true, renderMode: 'performance', slides: { perView: VISIBLE_ROWS } },
    { intervalMs: WINNER_SCROLL_SPEED_MS, continuous: true, minSlides: WINNER_SCROLL_MIN_ENTRIES },
  );
  return (
    <div ref={ref} className="keen-slider w-winners-track" data-slider-vertical="">
      {props.list.map((w, i) => (
        <div key={`${w.nodeId}-${i}`} className="keen-slider__slide">
          <Row w={w} {...props} />
        </div>
      ))}
    </div>
  );
}

/** The rows, scrolling only with more than 4 entries. */
export function WinnerRows(props: {
  list: Winner[];
  money: (n: number) => string;
  t: (k: string, p?: unknown[]) => string;
  onPlay: (w: Winner) => void;
}) {
  if (props.list.length >= WINNER_SCROLL_MIN_ENTRIES) return <Scrolling key={props.list.length} {...props} />;
  return (
    <ul className="w-winners-list">
      {props.list.map((w, i) => (
        <li key={`${w.nodeId}-${i}`}>
          <Row w={w} {...props} />
        </li>
      ))}
    </ul>
  );
}
