// One screen on the page: header, main content and footer, with the widgets prepared (loaded and validated).
import { useEffect, useState } from 'react';
import type { AppDef, ScreenDef, FooterItem } from '../schema-types.ts';
import { hasDeferred, prepareScreen, type Prepared } from '../screens/prepare.ts';
import { loadWidget } from '../widget-loader.ts';
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
}

/** Renders a screen once its widgets are ready (deferred ones after its first screenful); header and footer show at once. */
export function Page({ set, appDef, screen, path, services, fade, brandName, logoUrl, currencySymbol, onBack, onFooter, onProblems }: Props) {
  const [prepared, setPrepared] = useState<Prepared | null>(null);
  const [failed, setFailed] = useState(false);
  const { t } = services;

  useEffect(() => {
    let live = true;
    setPrepared(null);
    setFailed(false);
    prepareScreen(set.fileOf.get(screen) ?? `${screen.id}.json`, screen, loadWidget, set.shipped, set.verified.has(screen))
      .then((p) => { if (!live) return; setPrepared(p); if (p.problems.length) onProblems(p.problems); })
      .catch((err) => { console.error('[engine] screen failed to prepare', err); if (live) setFailed(true); });
    return () => { live = false; };
  }, [screen, set]);

  // Deferred widgets' code loads once the first screenful has painted; they mount when it is in.
  const [late, setLate] = useState(false);
  const deferred = prepared !== null && hasDeferred(prepared.screen);
  useEffect(() => {
    if (!prepared || !deferred) return;
    let live = true;
    setLate(false);
    whenSettled().then(() => prepared.later?.() ?? []).then((problems) => {
      if (!live) return;
      if (problems.length) onProblems(problems);
      setLate(true);
    });
    return () => { live = false; };
  }, [prepared]);

  const footer = screen.footer === false ? null : appDef.footers[screen.footer];
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
        <Footer def={footer} path={path} t={t} currencySymbol={currencySymbol} onSelect={onFooter}
          allowed={(item) => services.allowed(item.gate)} count={(p) => Number(services.lookup(p) ?? 0)} />
      )}
    </EngineContext.Provider>
  );
}
