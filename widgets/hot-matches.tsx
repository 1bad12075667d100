// Hot matches: a vertical strip of upcoming matches (time, teams, badges) that autoplays every 5000 ms and loops
// only with more than one match; a tap opens the match modal, whose bet button launches the match's game.
import { useState } from 'react';
import type { HotMatchesProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { ROUTES, SLIDER_AUTOPLAY_MS } from '../engine/constants.ts';
import { HOT_MATCH_SLIDE_SPEED_MS } from '../engine/page-constants.ts';
import { Icon } from './ui/all-icons.ts';
import { RetryState } from './ui/retry-state.tsx';
import { useSlider } from './home/use-slider.ts';
import { launchRoute } from './home/launch-route.ts';
import { matchTime } from './ui/dates.ts';
import { HotMatchModal, TeamBadge, type HotMatch } from './home/hot-match-modal.tsx';
import { homeNotices } from './home/notices.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import 'keen-slider/keen-slider.min.css';
import './hot-matches.css';
import { asArray } from '../engine/widget-module.ts';

function Strip({ matches, onOpen }: { matches: HotMatch[]; onOpen: (m: HotMatch) => void }) {
  const many = matches.length > 1;
  const [ref] = useSlider<HTMLDivElement>(
    { vertical: true, loop: many, drag: many, slides: { perView: 1 } },
    { intervalMs: SLIDER_AUTOPLAY_MS, durationMs: HOT_MATCH_SLIDE_SPEED_MS },
  );
  return (
    <div ref={ref} className="keen-slider w-hot-track" data-slider-vertical="">
      {matches.map((m, i) => (
        <div key={m.roomId + i} className="keen-slider__slide">
          <button type="button" className="w-hot-row" onClick={() => onOpen(m)}>
            <span className="w-hot-time">{matchTime(m.matchTime)}</span>
            <span className="w-hot-team">
              <TeamBadge src={m.homeTeamImageUrl} size={24} />
              <span dir="auto">{m.homeTeam}</span>
            </span>
            <span className="w-hot-vs" aria-hidden="true">
              VS
            </span>
            <span className="w-hot-team w-hot-team-away">
              <span dir="auto">{m.awayTeam}</span>
              <TeamBadge src={m.awayTeamImageUrl} size={24} />
            </span>
          </button>
        </div>
      ))}
    </div>
  );
}

export default function HotMatches({ config }: WidgetProps<HotMatchesProps>) {
  const engine = useEngine();
  const { t, language, navigate } = engine;
  const [open, setOpen] = useState<HotMatch | null>(null);
  const state = useData(
    homeLoad(() => homeNotices(engine, language)),
    [language],
    HOME_DATA,
  );
  const title = t(config.title ?? 'home_hot_matches');
  const matches =
    state.status === 'ready'
      ? asArray<NonNullable<NonNullable<typeof state.value>['hot']>[number]>(state.value?.hot).filter((m) => m?.homeTeam && m.awayTeam)
      : [];
  if (state.status === 'ready' && matches.length === 0) return null;
  const bet = (m: HotMatch) => {
    setOpen(null);
    navigate(launchRoute(config.launchTo ?? ROUTES.launchGame, { nodeId: m.nodeId, vendor: m.vendor, roomId: m.roomId }));
  };
  return (
    <section className="w-hot" aria-label={title}>
      <h2 className="w-hot-title">
        <Icon name="fire" size={16} />
        {title}
      </h2>
      {state.status === 'loading' && <div className="w-hot-track w-hot-skeleton" aria-busy="true" />}
      {state.status === 'failed' && <RetryState text={t('load_failed_retry')} onRetry={state.reload} />}
      {state.status === 'ready' && <Strip key={matches.length} matches={matches} onOpen={setOpen} />}
      <HotMatchModal match={open} onClose={() => setOpen(null)} onBet={bet} t={t} />
    </section>
  );
}
