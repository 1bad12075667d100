// One screen on the page: header, main content and footer, with the widgets prepared (loaded and validated).
import { startTransition, useEffect, useState } from 'react';
import type { AppDef, ScreenDef, FooterItem } from '../schema-types.ts';
import { hasDeferred, type Prepared } from '../screens/prepare.ts';
import { preparePage, preparedNow } from './prepare-page.ts';
import type { ScreenSet } from '../screens/load.ts';
import { EngineContext, type EngineServices } from './use-engine.ts';
import { WidgetTree } from './widget-tree.tsx';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { whenSettled } from './settled.ts';

interface Props {
  set: ScreenSet;
  appDef: AppDef;
  screen: ScreenDef;
  path: string;
  services: EngineServices;
  fade: boolean;
  brandName: string;
  logoUrl?: string;
  currencySymbol: string;
  onBack(): void;
  onFooter(item: FooterItem): void;
  onProblems(problems: Prepared['problems']): void;
  /** Warms the code of the screen at a path (see prefetch.ts). */
  prefetch(to: string): void;
}

/** Renders a screen once its widgets are ready (deferred ones after its first screenful); header and footer show at once. */
export function Page({ set, appDef, screen, path, services, fade, brandName, logoUrl, currencySymbol, onBack, onFooter, onProblems, prefetch }: Props) {
  // A screen prepared ahead (prefetch) or before mounts at once; otherwise the skeleton shows meanwhile.
  const [prepared, setPrepared] = useState<Prepared | null>(() => preparedNow(screen));
  const [failed, setFailed] = useState(false);
  const { t } = services;

  useEffect(() => {
    let live = true;
    setFailed(false);
    const now = preparedNow(screen);
    if (now) { setPrepared(now); return; }
    setPrepared(null);
    preparePage(set, screen, onProblems)
      // A transition: React renders the screen in slices, so mounting a big screen is no single long task.
      .then((p) => { if (live) startTransition(() => setPrepared(p)); })
      .catch((err) => { console.error('[engine] screen failed to prepare', err); if (live) setFailed(true); });
    return () => { live = false; };
  }, [screen, set]);

  // Once the first screenful has painted: deferred widgets' code loads and they mount, then the footer's
  // targets are warmed for the next tap.
  const footer = screen.footer === false ? null : appDef.footers[screen.footer];
  const [late, setLate] = useState(false);
  const deferred = prepared !== null && hasDeferred(prepared.screen);
  useEffect(() => {
    if (!prepared) return;
    let live = true;
    setLate(false);
    whenSettled().then(async () => {
      if (!live) return;
      if (deferred) {
        const problems = await (prepared.later?.() ?? []);
        if (!live) return;
        if (problems.length) onProblems(problems);
        startTransition(() => setLate(true));
      }
      for (const item of footer?.items ?? []) if (services.allowed(item.gate)) prefetch(item.to);
    });
    return () => { live = false; };
  }, [prepared]);

  const header = screen.header as { widgets?: ScreenDef['widgets'] };
  const ready = prepared && prepared.screen;
  return (
    <EngineContext.Provider value={services}>
      <Header def={screen.header} title={t(screen.title)} brandName={brandName} logoUrl={logoUrl} backLabel={t('back')} onBack={onBack}>
        {ready && header.widgets && <WidgetTree nodes={(ready.header as typeof header).widgets} modules={prepared.modules} broken={prepared.broken} late={late} />}
      </Header>
      <main id="main" className={`app-main${fade ? ' app-fade' : ''}${footer ? ' has-footer' : ''}`} aria-busy={!ready || (deferred && !late)}>
        {failed ? (
          <div className="page-failed" role="alert">
            <p>{t('load_failed_retry')}</p>
            <button type="button" onClick={() => location.reload()}>{t('retry')}</button>
          </div>
        ) : ready ? (
          <WidgetTree nodes={ready.widgets} modules={prepared.modules} broken={prepared.broken} late={late} />
        ) : (
          <div className="page-skeleton" aria-hidden="true"><div /><div /><div /></div>
        )}
      </main>
      {footer && (
        <Footer def={footer} path={path} t={t} currencySymbol={currencySymbol} onSelect={onFooter} onPress={(item) => prefetch(item.to)}
          allowed={(item) => services.allowed(item.gate)} count={(p) => Number(services.lookup(p) ?? 0)} />
      )}
    </EngineContext.Provider>
  );
}
