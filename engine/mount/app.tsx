// The app shell: resolves the route to a screen, enforces its access rules, builds the engine services
// and mounts the page. Everything it shows comes from the screen definitions.
import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { snapshot } from 'valtio/vanilla';
import type { Action, FooterItem, Gate } from '../schema-types.ts';
import type { ScreenSet } from '../screens/load.ts';
import type { Problem } from '../screens/describe.ts';
import { buildRouteTable, resolve } from '../routes.ts';
import { identityAllows, passes, refusal, type GateContext } from '../gates.ts';
import { readStatePath } from '../secrets.ts';
import { safeLink, safePath } from '../links.ts';
import { runActions, goBack, targetsOf, type ActionServices } from '../actions.ts';
import { app, isStandalone } from '../state.ts';
import { languageState, t as translate, formatNumber } from '../i18n.ts';
import { emit, on } from '../events.ts';
import { session } from '../session/store.ts';
import { SESSION_EXPIRED, rememberReturn } from '../session/expiry.ts';
import { ACCESS_MESSAGE_MS, NON_AGENT_TYPES } from '../constants.ts';
import { shell } from '../shell-parts.ts';
import { callNamed, isEndpoint } from '../api/calls.ts';
import { context } from '../api/client.ts';
import { messageOf } from '../api/errors/index.ts';
import { Page } from './page.tsx';
import { ScreenShown, shownFlag } from './screen-shown.ts';
import { Footer } from './footer.tsx';
import { loadOneByOne, loadSeen, prefetchRoute } from './prefetch.ts';
import { hidden, preparePage, preparedNow } from './prepare-page.ts';
import { loadWidget } from '../widget-loader.ts';
import { idleTask } from '../yield.ts';
import { useSwipeBack } from './swipe-back.ts';
import { NetworkNotice } from './network-notice.tsx';
import { titleKey } from '../screens/title.ts';
import type { EngineServices } from './use-engine.ts';
import { sharedServices } from './shared-services.ts';
import { hydratingNow, useHydrating } from './hydration.ts';
import { listenTo, useStore, useTracked } from './tracked.ts';

const NOT_FOUND_ID = 'not-found';
/** The longest `prepare` keeps its caller waiting (a slow network): the screen then mounts as it can. */
const PREPARE_WAIT_MS = 1500;
/** Which widgets a player who is about to sign in will see: a member's (player) as well as what shows now. */
const signedInMay = (gates: readonly Gate[]) => hidden.may(gates) || identityAllows(gates, NON_AGENT_TYPES[0]);
/** Staff's list of screen-file problems: its code loads only when there are some. */
const ProblemsBanner = lazy(() => import('./problems-banner.tsx').then((m) => ({ default: m.ProblemsBanner })));

/** The roots state paths start from (member.*, wallet.*, session.*, unread.*, app.*), in the stores or snapshots of them. */
const rootsOf = (s: { member: unknown; wallet: unknown; info: unknown }, a: { unread: unknown }) => ({
  member: s.member,
  wallet: s.wallet,
  session: s.info,
  unread: a.unread,
  app: a,
});
const onApp = listenTo(app);
const onSession = listenTo(session);
const onLanguage = listenTo(languageState);
/** A state path as the stores hold it now. */
const liveLookup = (p: string) => readStatePath(rootsOf(session, app), p);

/** Opens or closes a popup (actions and widgets alike). */
const setPopup = (id: string, open: boolean) => {
  app.popups[id] = open;
};
/** Screen-file problems a page found, for staff's list (the same function for every page, so Page stays memoised). */
const onProblems = (problems: readonly Problem[]) => {
  app.problems.push(...problems);
};

/** The whole app for a loaded set of screens. */
export function App({ set }: { set: ScreenSet }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  // What the shell shows of the stores, each read as a value it renders again for.
  const startup = useStore(onApp, () => app.startup);
  const flags = useStore(onApp, () => app.flags);
  const installMode = useStore(onApp, () => app.installMode);
  const siteConfig = useStore(onApp, () => app.siteConfig);
  const problems = useStore(onApp, () => app.problems.length);
  const memberType = useStore(onSession, () => (session.info ? Number(session.info.type) : null));
  const lang = {
    code: useStore(onLanguage, () => languageState.code),
    ready: useStore(onLanguage, () => languageState.ready),
    supported: useStore(onLanguage, () => languageState.supported),
  };
  const swiping = useSwipeBack();
  const table = useMemo(() => buildRouteTable(set.screens), [set]);
  const notFound = useMemo(() => set.screens.find((s) => s.id === NOT_FOUND_ID), [set]);
  // Maintenance (1) and region restriction (2) show their screen on every route.
  const forced = startup === 1 ? set.app.maintenance : startup === 2 ? set.app.regionRestricted : null;
  const resolved = (forced ? resolve(table, forced) : resolve(table, path, search)) ?? (notFound ? { screen: notFound, params: {} } : null);

  // On the server and while hydrating, the view is the visitor's in a plain browser (the server never sees a
  // session or how the page runs): a screen the visitor may not open shows its frame (held), and whether to leave
  // it is decided once the player is known.
  const hydrating = useHydrating();
  const standalone = !hydrating && isStandalone(installMode);
  const agentMenu = (siteConfig as { agentMenu?: Record<string, boolean> } | null)?.agentMenu;
  // Reads go to the live stores, and each component renders again for the paths it read (useTracked): these
  // gates change only with who is signed in, the flags and how the page runs, so a balance or a count arriving does
  // not give every widget new services.
  // While hydrating, reads answer as the stores were at its first render: a widget hydrating later must render what
  // the server sent, whatever the stores hold by then. The lookup is one function throughout, so the hydration
  // ending does not give every widget new services (a render of the whole page): each component whose reads now
  // answer differently renders again (useTracked checks them when the hydration ends), and for a visitor that is
  // none.
  const frozen = useRef<ReturnType<typeof rootsOf> | null>(null);
  if (hydrating && frozen.current === null) frozen.current = rootsOf(snapshot(session), snapshot(app));
  const lookup = useCallback(
    (p: string) => (frozen.current !== null && hydratingNow() ? readStatePath(frozen.current, p) : liveLookup(p)),
    [],
  );
  const widgetGates: GateContext = useMemo(
    () => ({ memberType, flags, standalone, agentMenu, lookup }),
    [memberType, flags, standalone, agentMenu, lookup],
  );
  // The app's own reads (the screen's access rules, its title's state binding), which it renders again for.
  const own = useTracked(useMemo(() => ({ lookup, allowed: (gate: Gate | undefined) => passes(gate, widgetGates) }), [widgetGates]));
  const gateCtx: GateContext = { ...widgetGates, lookup: own.lookup };

  const t = useCallback(
    (key: string, params?: Record<string, unknown> | unknown[], count?: number) => translate(key, params, count),
    [lang.code, lang.ready],
  );

  const actionServices: ActionServices = useMemo(
    () => ({
      navigate: (to, o) => {
        const path = safePath(to, 'navigate');
        if (path) navigate(path, { replace: o?.replace });
      },
      back: (rule) =>
        goBack(rule, {
          historyLength: history.length,
          home: set.app.home,
          back: () => history.back(),
          replace: (to) => navigate(to, { replace: true }),
          push: (to) => navigate(to),
        }),
      setPopup,
      // A failed call tells the player why (the error's catalogue message) and stops the actions after it.
      call: async (name, params) => {
        if (!isEndpoint(name)) throw new Error(`unknown call "${name}"`);
        try {
          return await callNamed(name, params ?? {});
        } catch (err) {
          shell.toast.show({ text: messageOf(err, translate), kind: 'default', tone: 'error' });
          throw err;
        }
      },
      toast: (key, kind) => shell.toast.show({ text: translate(key), kind: (kind ?? 'default') as 'default' }),
      openExternal: (url) => {
        const href = safeLink(url, 'external link');
        if (href) window.open(href, '_blank', 'noopener,noreferrer');
      },
      emit,
    }),
    [navigate, set],
  );

  const run = useCallback(
    (actions: readonly Action[] | undefined) => {
      void runActions(actions, actionServices);
    },
    [actionServices],
  );

  // The screens actions go to, got ready for who is signed in now (see EngineServices.prepare).
  const prepare = useCallback(
    async (actions: readonly Action[] | undefined, opts: { forSignIn?: boolean } = {}) => {
      const may = opts.forSignIn ? signedInMay : hidden.may;
      const ready = Promise.all(
        targetsOf(actions).map((to) =>
          prefetchRoute(table, to, async (screen) => {
            await preparePage(set, screen, onProblems);
            await loadSeen(screen, loadWidget, may);
          }),
        ),
      );
      await Promise.race([ready, new Promise((done) => setTimeout(done, PREPARE_WAIT_MS))]);
    },
    [table, set],
  );

  const symbol = siteConfig?.currency?.symbol ?? '';
  const services: EngineServices = useMemo(
    () => ({
      t,
      language: lang.code,
      run,
      allowed: (gate) => passes(gate, widgetGates),
      lookup,
      params: resolved?.params ?? {},
      navigate: actionServices.navigate,
      prepare,
      toast: (text, kind = 'default', durationMs) => {
        shell.toast.show({ text, kind, durationMs });
      },
      popup: { set: setPopup },
      money: (value) => `${symbol}${formatNumber(value, 2, lang.code)}`,
      ...sharedServices,
      siteConfig,
      merchant: context.merchant,
      installMode,
      languages: lang.supported,
    }),
    // Not the open popups: the widgets that show them subscribe themselves (usePopups), so a popup opening does not
    // render the whole page again.
    [
      t,
      lang.code,
      lang.supported,
      run,
      prepare,
      widgetGates,
      actionServices,
      symbol,
      siteConfig,
      installMode,
      resolved?.params && JSON.stringify(resolved.params),
    ],
  );

  // The platform ended the session (engine/session/expiry.ts): say so, and sign in again to come back here.
  const here = useRef('');
  const address = `${path}${search ? `?${search}` : ''}`;
  here.current = address;
  useEffect(
    () =>
      on(SESSION_EXPIRED, () => {
        const login = set.app.login ?? '/m/login';
        if (!here.current.startsWith(login)) rememberReturn(here.current);
        // A notice at the top, so the toast of the call that failed (centred) cannot replace it.
        shell.toast.show({ text: translate('session_logged_out'), kind: 'notice', tone: 'error', durationMs: ACCESS_MESSAGE_MS });
        navigate(login, { replace: true });
      }),
    [navigate, set],
  );

  const refused = resolved ? refusal(resolved.screen.access, gateCtx, resolved.params) : null;
  useEffect(() => {
    if (!refused || hydrating) return;
    if (refused.message)
      shell.toast.show({ text: translate(refused.message), kind: 'default', durationMs: refused.messageMs ?? ACCESS_MESSAGE_MS });
    navigate(refused.redirect, { replace: true });
  }, [refused, navigate, hydrating]);

  const title = resolved ? t(titleKey(resolved.screen, resolved.params ?? {}, gateCtx.lookup)) : '';
  const brandName = String(siteConfig?.brand?.name ?? '');
  // After the frame: setting the title took a route change's tap a few ms (1-20 ms at 4x CPU, measured), and the
  // tab's title is no part of the screen the player waits for.
  useEffect(
    () =>
      afterFrame(() => {
        document.title = brandName ? `${title} · ${brandName}` : title;
      }),
    [title, brandName],
  );

  const prefetch = useCallback((to: string) => prefetchRoute(table, to, (screen) => preparePage(set, screen, onProblems)), [table, set]);
  const warm = useCallback(
    (to: string) =>
      prefetchRoute(table, to, async (screen) => {
        if (!preparedNow(screen)) await loadOneByOne(screen, set.verified.has(screen), loadWidget, idleTask, hidden.may);
        return preparePage(set, screen, onProblems);
      }),
    [table, set],
  );
  const onFooter = useCallback(
    (item: FooterItem) => {
      run([...(item.actions ?? []), { do: 'navigate', to: item.to }]);
    },
    [run],
  );
  const firstRender = useRef(true);
  useEffect(() => {
    firstRender.current = false;
  }, []);
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [path]);
  // A popup belongs to the visit it was opened in: leaving the address (a link, Back, Forward) closes it, before the
  // next screen's first frame, so it neither stays over that screen nor opens again on coming back.
  const visited = useRef(address);
  useLayoutEffect(() => {
    if (visited.current === address) return;
    visited.current = address;
    for (const id in app.popups) if (app.popups[id]) app.popups[id] = false;
  }, [address]);

  const backRule = (resolved?.screen.header as { back?: 'home' | 'history' } | undefined)?.back ?? 'history';
  const onBack = useCallback(() => actionServices.back(backRule), [actionServices, backRule]);
  const visit = useVisit(path + search);
  const flag = useMemo(() => shownFlag(), [visit]);
  // Each visit's screen in its own provider (keyed by the visit), with a flag of its own: when it is being left, the
  // flag changes, not the element (the page is not rendered again), and its open modals close (screen-shown.ts).
  const current =
    resolved && (!refused || hydrating) ? (
      <ScreenShown key={visit} value={flag}>
        <Page
          held={!!refused}
          set={set}
          appDef={set.app}
          screen={resolved.screen}
          services={services}
          fade={!swiping.current && !firstRender.current}
          title={title}
          brandName={brandName}
          logoUrl={siteConfig?.brand?.logoUrl}
          onBack={onBack}
          onProblems={onProblems}
          warm={warm}
        />
      </ScreenShown>
    ) : null;
  // The screen's footer is the app's, not the screen's: from one screen to the next with the same footer, a tap
  // only moves `aria-current` instead of building the bar again (its DOM, styles and layout were a sixth of a route
  // change's).
  const footer = current && resolved?.screen.footer ? set.app.footers[resolved.screen.footer] : undefined;
  // Not while hydrating: a screen left before all of it has hydrated is removed at once, as its boundaries would
  // otherwise go on hydrating, for a player the server did not render it for.
  const leaving = useLeaving(visit, current, flag, !hydrating);

  if (!resolved)
    return (
      <main className="app-main">
        <p role="alert">{t('page_not_found')}</p>
        <a href={set.app.home}>{t('back_home')}</a>
      </main>
    );
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      {/* Before the screens: a screen being left then keeps its place (the new one goes in before it), and its
          DOM is not moved. The notice is a fixed bar and a live region, the banner fixed too: order does not show. */}
      <NetworkNotice t={t} />
      {problems > 0 && (
        <Suspense fallback={null}>
          <ProblemsBanner />
        </Suspense>
      )}
      {current}
      {leaving && <span className="app-leaving" hidden />}
      {leaving?.element}
      {/* After the screen left, which then neither moves nor hides it. */}
      {footer && (
        <Footer
          def={footer}
          path={path}
          t={t}
          currencySymbol={symbol}
          onSelect={onFooter}
          onPress={(item) => void prefetch(item.to)}
          reads={services}
        />
      )}
    </>
  );
}

/** One visit to an address: a new id each time the address changes, so coming back mounts the screen afresh. */
function useVisit(address: string): string {
  const last = useRef({ address, n: 0 });
  if (last.current.address !== address) last.current = { address, n: last.current.n + 1 };
  return `${address}#${last.current.n}`;
}

/** The longest afterFrame waits for a frame (a hidden tab draws none). */
const FRAME_WAIT_MS = 100;

/** Runs `fn` in a task after the next frame (or after FRAME_WAIT_MS without one); returns a cancel. */
function afterFrame(fn: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  const frame = requestAnimationFrame(() => setTimeout(run, 0));
  const fallback = setTimeout(run, FRAME_WAIT_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
}

/** The longest a left screen stays mounted (when no frame is drawn: a hidden tab). */
const LEAVING_MAX_MS = 2000;

interface Shown {
  visit: string;
  element: ReactNode;
  flag: ReturnType<typeof shownFlag>;
}

/**
 * The screen just left, kept in the document but not shown (after the `.app-leaving` mark: display none) until the
 * new screen has painted, then unmounted. Taking a big screen apart (its effects' cleanup, its fibers and DOM) is
 * as much work as building the next one: done in the tap's task, it held the new screen's first frame back by as
 * much. Its effects run on meanwhile (a few frames), as they would have until the tap's task ended.
 */
function useLeaving(visit: string, element: ReactNode, flag: Shown['flag'], keep: boolean): Shown | null {
  const shown = useRef<Shown | null>(null);
  const [leaving, setLeaving] = useState<Shown | null>(null);
  // The address changed: the screen last committed becomes the leaving one (this re-renders at once, before commit).
  if (keep && shown.current && shown.current.visit !== visit && leaving?.visit !== shown.current.visit) setLeaving(shown.current);
  useLayoutEffect(() => {
    shown.current = { visit, element, flag };
  });
  // Its modals close before the new screen's first frame (a flag change in a layout effect renders them at once).
  useLayoutEffect(() => leaving?.flag.leave(), [leaving]);
  useEffect(() => {
    if (!leaving) return;
    let live = true;
    const remove = () => {
      if (!live) return;
      live = false;
      startTransition(() => setLeaving(null));
    };
    // After the new screen's frame and the one after it, when the browser is idle; a hidden tab draws no frames.
    requestAnimationFrame(() => requestAnimationFrame(() => idleTask().then(remove)));
    const fallback = setTimeout(remove, LEAVING_MAX_MS);
    return () => {
      live = false;
      clearTimeout(fallback);
    };
  }, [leaving]);
  return leaving && leaving.visit !== visit ? leaving : null;
}
