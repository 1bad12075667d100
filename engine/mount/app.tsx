// The app shell: resolves the route to a screen, enforces its access rules, builds the engine services
// and mounts the page. Everything it shows comes from the screen definitions; each of its ideas is a hook of its own.
import { lazy, Suspense, useCallback } from './react-deps.ts';
import { useLocation, useSearch } from 'wouter';
import type { FooterItem } from '../schema-types.ts';
import type { ScreenSet } from '../screens/load.ts';
import { visitPage } from './page.tsx';
import { Footer } from './footer.tsx';
import { NetworkNotice } from './network-notice.tsx';
import { useHydratedMark, useHydrating } from './hydration.ts';
import { useShellState } from './use-shell-state.ts';
import { useLanguage } from './use-language.ts';
import { useFade } from './use-fade.ts';
import { useRouteScreen } from './use-route-screen.ts';
import { useGates } from './use-gates.ts';
import { useActions } from './use-actions.ts';
import { onProblems, usePrepare } from './use-prepare.ts';
import { useScreenServices } from './use-screen-services.ts';
import { useSessionExpiry } from './use-session-expiry.ts';
import { useAccess } from './use-access.ts';
import { useTitle } from './use-title.ts';
import { useScrollTop } from './use-scroll-top.ts';
import { useClosePopups } from './use-close-popups.ts';
import { useBack } from './use-back.ts';
import { useLeaving } from './use-leaving-screen.ts';
import { useAhead } from './use-ahead.ts';

/** Staff's list of screen-file problems: its code loads only when there are some. */
const ProblemsBanner = lazy(() => import('./problems-banner.tsx').then((m) => ({ default: m.ProblemsBanner })));

/** The whole app for a loaded set of screens. */
export function App({ set }: { set: ScreenSet }) {
  const [path, navigate] = useLocation();
  const search = useSearch();
  const address = `${path}${search ? `?${search}` : ''}`;
  const state = useShellState();
  const { siteConfig } = state;
  const lang = useLanguage();
  const t = lang.t;
  const fade = useFade();
  const [table, resolved] = useRouteScreen(set, path, search, state.startup);
  const hydrating = useHydrating();
  const [gates, shellGates] = useGates(hydrating, state);
  const [actions, run] = useActions(navigate, set);
  const [prepare, prefetch, warm] = usePrepare(table, set);
  const symbol = siteConfig?.currency?.symbol ?? '';
  const services = useScreenServices({ t, lang, state, run, prepare, actions, symbol, gates, params: resolved?.params });
  useSessionExpiry(set, address, navigate);
  const refused = useAccess(resolved, shellGates, hydrating, navigate);
  useHydratedMark(hydrating);
  const brandName = String(siteConfig?.brand?.name ?? '');
  const title = useTitle(resolved, t, shellGates.lookup, brandName);
  const onFooter = useCallback((item: FooterItem) => run([...(item.actions ?? []), { do: 'navigate', to: item.to }]), [run]);
  useScrollTop(path);
  useClosePopups(address);
  const onBack = useBack(actions, resolved?.screen);
  const screen = resolved?.screen;
  const { allowed } = services;
  const [visit, flag, aheads] = useAhead({
    table,
    app: set.app,
    screen,
    here: address,
    gates: shellGates,
    allowed,
    hydrating,
    warm,
    back: actions.back,
    t,
  });
  const page = { set, appDef: set.app, services, brandName, logoUrl: siteConfig?.brand?.logoUrl, onProblems, warm };
  // A screen the visitor may not open shows its frame (held) while hydrating.
  const current =
    screen && (!refused || hydrating) ? visitPage(visit, flag, { ...page, screen, title, onBack, fade, held: !!refused }) : null;
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
      {/* Not while hydrating: the server renders no banner, and one here would be a node its HTML lacks. */}
      {state.problems > 0 && !hydrating && (
        <Suspense fallback={null}>
          <ProblemsBanner />
        </Suspense>
      )}
      {/* One list, so that a screen keeps its elements from ahead to shown to being left (React matches their keys). */}
      {[
        current,
        ...aheads.map((a) =>
          visitPage(a.key, a.flag, { ...page, screen: a.screen, title: a.title, onBack: a.onBack, fade: false, ahead: true }),
        ),
        leaving && <span key="app-leaving" className="app-leaving" hidden />,
        leaving?.element,
      ]}
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
