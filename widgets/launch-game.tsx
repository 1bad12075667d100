// /m/launchGame: launches the game of the route parameters and shows it in a frame filling the screen under one
// bar (back arrow, title, way out); the screen hides the app header. The title names the game's own category
// (gameType, or a lottery's prize mode) and its vendor; sport vendors are titled by their group.
import type { LaunchGameProps } from '../generated/types.ts';
import type { GameVendors } from '../engine/api/types.gen.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type Data, useData, useEngine } from '../engine/widget-module.ts';
import { SessionExpiredError } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { Spinner } from './ui/spinner.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { categoryName, launchCategory, sportGroup } from './games/categories.ts';
import { launch, safeGameUrl, type LaunchParams } from './games/launch.ts';
import { frameSandbox } from './games/frame-sandbox.ts';
import { loadGameVendors, vendorName } from './games/vendors.ts';
import './launch-game.css';
import { ROUTES } from '../engine/constants.ts';

const SPORT_CATEGORIES = new Set(['SPORTS', 'ESPORTS', 'COCKFIGHT']);

type State = { kind: 'loading' } | { kind: 'ready'; url: string; vendor: string } | { kind: 'none' } | { kind: 'failed' };

/** "Category · Vendor" for the frame's bar (sport vendors by their group). */
function titleOf(vendor: string, gameType: string | undefined, mapping: GameVendors['mapping'], t: (key: string) => string): string {
  const category = launchCategory(vendor, gameType, mapping);
  const v = Object.values(mapping)
    .flatMap((vs) => (Array.isArray(vs) ? vs : []))
    .find((x) => x?.vassalage === vendor);
  const group = category && SPORT_CATEGORIES.has(category) ? sportGroup(vendor) : category;
  return [group ? categoryName(group, t) : '', v ? vendorName(v) : vendor].filter(Boolean).join(' · ');
}

/** What the screen shows of a launch: no game (none), a frame, or a retry; an ended session stays on the spinner
 * while the player is sent to sign in. */
function launchState(launched: Data<Awaited<ReturnType<typeof launch>>>): State {
  if (launched.status === 'failed') return launched.error instanceof SessionExpiredError ? { kind: 'loading' } : { kind: 'failed' };
  if (launched.status !== 'ready') return { kind: 'loading' };
  const v = launched.value;
  const url = v && safeGameUrl(v.url);
  return v && url ? { kind: 'ready', url, vendor: v.vendor } : v ? { kind: 'failed' } : { kind: 'none' };
}

export default function LaunchGame({ config }: WidgetProps<LaunchGameProps>) {
  const engine = useEngine();
  const { t, params, navigate } = engine;
  const home = config.homeRoute ?? ROUTES.home;

  const launched = useData(
    (signal) =>
      launch(engine, params as LaunchParams, signal).catch((e: unknown) => {
        if (e instanceof SessionExpiredError && !signal.aborted) navigate(config.loginRoute ?? ROUTES.login, { replace: true });
        throw e;
      }),
    [JSON.stringify(params)],
  );
  const state = launchState(launched);

  const vendor = state.kind === 'ready' ? state.vendor : (params.vendor ?? '');
  // The vendor index names the game's category and vendor; without it the title is the vendor's code.
  const vendorIndex = useData(() => loadGameVendors(engine), [], { enabled: !!vendor });
  const title = !vendor
    ? ''
    : vendorIndex.status === 'ready'
      ? titleOf(vendor, params.gameType ?? params.prize_mode, vendorIndex.value?.mapping ?? {}, t)
      : vendorIndex.status === 'failed'
        ? vendor
        : '';

  const back = () => {
    if (params.pageBack === 'home' || history.length <= 1) navigate(home, { replace: params.pageBack !== 'home' });
    else history.back();
  };
  return (
    <div className="w-launch">
      <header className="w-launch__bar">
        <button type="button" className="w-launch__back" aria-label={t(params.pageBack === 'home' ? 'back_home' : 'back')} onClick={back}>
          <Icon name="back" size={24} />
        </button>
        <h1 className="w-launch__title">{title || t('launch_game')}</h1>
        <button type="button" className="w-launch__exit" onClick={back}>
          <Icon name={params.pageBack === 'home' ? 'home' : 'close'} size={18} />
          {t(params.pageBack === 'home' ? 'back_home' : 'games_exit')}
        </button>
      </header>
      <div className="w-launch__stage">
        {state.kind === 'loading' && (
          <div className="w-launch__status" role="status">
            <Spinner />
            <span>{t('games_starting')}</span>
          </div>
        )}
        {state.kind === 'failed' && <RetryState text={t('load_failed_retry')} onRetry={launched.reload} />}
        {state.kind === 'none' && <EmptyState text={t('games_not_found')} />}
        {state.kind === 'ready' && (
          <iframe
            className="w-launch__frame"
            src={state.url}
            title={title || t('launch_game')}
            allow="autoplay; fullscreen"
            sandbox={frameSandbox(state.url)}
          />
        )}
      </div>
    </div>
  );
}
