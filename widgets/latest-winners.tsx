// Latest winners board: sorted by win amount descending, reloads on a language change (debounced 250 ms); a tap
// launches the game. When it mounts, and so loads, is the screen's to say: home mounts it once the player scrolls
// near it ("defer": "near").
import { useEffect, useState } from 'react';
import type { LatestWinnersProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { EVENTS, useData, useEngine } from '../engine/widget-module.ts';
import { ROUTES } from '../engine/constants.ts';
import { LANG_DEBOUNCE_WINNERS_MS, WINNER_LIMIT } from '../engine/page-constants.ts';
import { Icon } from './ui/all-icons.ts';
import { EmptyState } from './ui/empty-state.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { launchRoute } from './home/launch-route.ts';
import { type Winner, winnersOf } from '../engine/api/readers/games.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import { VISIBLE_ROWS, WinnerRows } from './home/winner-rows.tsx';
import 'keen-slider/keen-slider.min.css';
import './latest-winners.css';

/** The language the board loads in: follows language changes after a 250 ms quiet period. */
function useDebouncedLanguage(): string {
  const { on, language } = useEngine();
  const [code, setCode] = useState(language);
  // biome-ignore lint/correctness/useExhaustiveDependencies: subscribed once: `language` is only the fallback for an event without a value, and subscribing again on each switch would drop the pending debounce
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const off = on(EVENTS.language, (value) => {
      clearTimeout(timer);
      timer = setTimeout(() => setCode(String(value ?? language)), LANG_DEBOUNCE_WINNERS_MS);
    });
    return () => {
      off();
      clearTimeout(timer);
    };
  }, [on]);
  return code;
}

export default function LatestWinners({ config }: WidgetProps<LatestWinnersProps>) {
  const engine = useEngine();
  const { t, money, navigate } = engine;
  const language = useDebouncedLanguage();
  const state = useData(
    homeLoad(() =>
      engine.call('winnerBoard', { gameCategory: config.category ?? 'ALL', language, limitNum: WINNER_LIMIT }).then(winnersOf),
    ),
    [language],
    HOME_DATA,
  );
  const title = t(config.title ?? 'home_latest_winners');
  // A row that names no game (the platform's rows carry its fields, this project reads them when there) launches nothing.
  const play = (w: Winner) =>
    w.nodeId !== undefined && navigate(launchRoute(config.launchTo ?? ROUTES.launchGame, { nodeId: w.nodeId, vendor: w.vassalage }));
  return (
    <section className="w-winners" aria-label={title}>
      <h2 className="w-winners-title">
        <Icon name="trophy" size={18} />
        {title}
      </h2>
      {state.status === 'loading' && <LoadingState label={t('home_loading')} count={VISIBLE_ROWS} />}
      {state.status === 'failed' && <RetryState text={t('load_failed_retry')} onRetry={state.reload} />}
      {state.status === 'ready' &&
        (state.value.length === 0 ? (
          <EmptyState text={t('home_no_winners')} icon={<Icon name="trophy" size={34} />} />
        ) : (
          <WinnerRows list={state.value} money={money} t={t} onPlay={play} />
        ))}
    </section>
  );
}
