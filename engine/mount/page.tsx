// One screen on the page: header and main content, with the widgets prepared (loaded and validated). The footer is
// the app's (app.tsx): it stays mounted from one screen to the next.
import { memo, useEffect, useRef, useState } from './react-deps.ts';
import type { AppDef, ScreenDef } from '../schema-types.ts';
import type { Prepared } from '../screens/prepare.ts';
import { walkWidgets } from '../screens/tree.js';
import { preparePage, preparedNow } from './prepare-page.ts';
import type { ScreenSet } from '../screens/load.ts';
import { EngineContext, type EngineServices } from './use-engine.ts';
import { WidgetTree } from './widget-tree.tsx';
import { Header } from './header.tsx';
import { useDeferred } from './deferred.ts';
import { idleTask } from '../yield.ts';
import { inStudioPreview } from '../preview-id.ts';
import { ScreenShown, type ShownFlag } from './screen-shown.ts';

/** Starts the data requests of the widgets the first screenful shows (those with a prefetch), before rendering. */
function prefetchData(p: Prepared, services: EngineServices) {
  for (const [node, , deferred] of walkWidgets(p.screen)) {
    const mod = p.modules.get(node.type);
    if (!deferred && mod?.prefetch && !p.broken.has(node) && services.allowed(node.gate)) mod.prefetch(node.props ?? {}, services);
  }
}

export interface PageProps {
  set: ScreenSet;
  appDef: AppDef;
  screen: ScreenDef;
  services: EngineServices;
  fade: boolean;
  /** The screen's title, translated (the app works it out, with its state binding, for the tab's title too). */
  title: string;
  brandName: string;
  logoUrl?: string;
  onBack(): void;
  onProblems(problems: Prepared['problems']): void;
  /** Prepares the screen at a path ahead of a tap, in idle time (see prefetch.ts): its widget code is evaluated one module per idle period first. */
  warm(to: string): Promise<unknown>;
  /** Show only the frame (header, skeleton, footer): the screen is not for the visitor the server rendered for. */
  held?: boolean;
  /** Rendered ahead of a tap, styled and laid out but not shown (use-ahead.ts). */
  ahead?: boolean;
}

/**
 * Renders a screen once its widgets are ready (deferred ones after its first screenful); the header shows at once.
 * Memoised: the app renders again for what it alone reads (the address, a screen being left going), and with the
 * same services (they change with who is signed in, the flags and the language, not with the session's data) the
 * screen's widgets need not.
 */
export const Page = memo(function Page({
  set,
  appDef,
  screen,
  services,
  fade,
  title,
  brandName,
  logoUrl,
  onBack,
  onProblems,
  warm,
  held = false,
  ahead = false,
}: PageProps) {
  // A screen prepared ahead (prefetch) or before mounts at once; otherwise the skeleton shows meanwhile.
  const [prepared, setPrepared] = useState<Prepared | null>(() => (held ? null : preparedNow(screen)));
  const [failed, setFailed] = useState(false);
  // Whether the screen fades in is settled when it mounts: the first screen (server-rendered, or the first one
  // drawn) never does, even when the app renders again later and the prop says otherwise; it played the fade on a
  // page already shown, which blinked.
  const [fadeIn] = useState(fade);
  const { t } = services;
  // A screen rendered ahead asks nothing of the platform until it is shown: its widgets load then (use-data.ts).
  const hidden = useRef(ahead);
  hidden.current = ahead;

  useEffect(() => {
    if (held) return;
    let live = true;
    setFailed(false);
    const now = preparedNow(screen);
    if (now) {
      setPrepared(now);
      if (!hidden.current) prefetchData(now, services);
      return;
    }
    setPrepared(null);
    preparePage(set, screen, onProblems)
      // Rendered at once (not as a transition): the first screenful and its data requests come soonest.
      .then((p) => {
        if (!live) return;
        if (!hidden.current) prefetchData(p, services);
        setPrepared(p);
      })
      .catch((err) => {
        console.error('[engine] screen failed to prepare', err);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
    };
  }, [screen, set, held]);

  // A mark for tools (the benchmark): the screen's first screenful is mounted and shown.
  useEffect(() => {
    if (prepared && !ahead) performance.mark?.('screen-ready', { detail: screen.id });
  }, [prepared, ahead]);

  // Deferred widgets mount once the first screenful has painted (useDeferred); then the footer's targets are
  // got ready for the next tap, one screen per idle period, so warming them stays in small tasks.
  const footer = screen.footer === false ? null : appDef.footers[screen.footer];
  const deferred = useDeferred(prepared, onProblems, async (live) => {
    for (const item of footer?.items ?? []) {
      if (!live()) return;
      if (services.allowed(item.gate)) await warm(item.to);
      await idleTask();
    }
  });

  const header = screen.header as { widgets?: ScreenDef['widgets'] };
  const ready = prepared?.screen;
  return (
    <EngineContext.Provider value={services}>
      <Header def={screen.header} title={title} brandName={brandName} logoUrl={logoUrl} backLabel={t('back')} onBack={onBack} ahead={ahead}>
        {ready && header.widgets && (
          <WidgetTree
            nodes={(ready.header as typeof header).widgets}
            modules={prepared.modules}
            broken={prepared.broken}
            deferred={deferred}
            at={inStudioPreview ? '/header/widgets' : undefined}
          />
        )}
      </Header>
      <main
        id={ahead ? undefined : 'main'}
        className={`app-main${fadeIn ? ' app-fade' : ''}${footer ? ' has-footer' : ''}${ahead ? ' app-ahead' : ''}`}
        aria-busy={!ready || deferred.busy}
      >
        {failed ? (
          <div className="page-failed" role="alert">
            <p>{t('load_failed_retry')}</p>
            <button type="button" onClick={() => location.reload()}>
              {t('retry')}
            </button>
          </div>
        ) : ready ? (
          <WidgetTree
            nodes={ready.widgets}
            modules={prepared.modules}
            broken={prepared.broken}
            deferred={deferred}
            at={inStudioPreview ? '/widgets' : undefined}
          />
        ) : (
          <div className="page-skeleton" aria-hidden="true">
            <div />
            <div />
            <div />
          </div>
        )}
      </main>
    </EngineContext.Provider>
  );
});

/**
 * A visit's screen (app.tsx): the page in its own provider, keyed by the visit, with a flag of its own. When it is
 * being left, the flag changes, not the element (the page is not rendered again), and its open modals close
 * (screen-shown.ts); a screen rendered ahead keeps its key when it is gone to (use-ahead.ts).
 */
export const visitPage = (key: string, flag: ShownFlag, props: PageProps) => (
  <ScreenShown key={key} value={flag}>
    <Page {...props} />
  </ScreenShown>
);
