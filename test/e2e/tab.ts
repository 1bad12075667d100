// The file's reusable phone page (App.tab): a new page costs a new target and a cold renderer, about a second of
// wall time and as much CPU here (a home load: 2.3 s in a new page, 1.3 s in the tab), so tests that need no page
// of their own share one. Each test gets it back as a new page of the same context would be, but for its history:
// the last test's document, session storage, listeners, scripts, interception and emulation gone (local storage is
// the context's, as for a new page).
import type { BrowserContext, Page } from 'puppeteer-core';
import { PHONE, phonePage, watchErrors, type PhonePage } from './harness.ts';

type Handler = (...args: never[]) => unknown;

/** A page that remembers what tests add to it: listeners and scripts for new documents. */
interface Tracked {
  page: Page;
  listeners: Array<[string, Handler]>;
  scripts: string[];
}

/** How long the reset may take before the page is given up for a new one (a dialog left open blocks leaving). */
const RESET_MS = 5000;

/** Opens pages for one browser context and hands its one tab out, test after test. */
export function tabs(context: () => BrowserContext): () => Promise<PhonePage> {
  let tab: Tracked | undefined;
  return async () => {
    if (tab && !tab.page.isClosed()) {
      const reused = await Promise.race([
        reset(tab).then(() => true),
        new Promise<false>((r) => setTimeout(() => r(false), RESET_MS).unref()),
      ]).catch((err) => {
        console.warn(`the tab could not be reset, so a new page takes its place: ${(err as Error).message}`);
        return false;
      });
      if (reused) return { page: tab.page, errors: watchErrors(tab.page) };
      await tab.page.close().catch(() => {});
    }
    const { page, errors } = await phonePage(context());
    tab = track(page);
    return { page, errors };
  };
}

/** Whether the caller of the function calling this is puppeteer itself (its own listeners are its to remove). */
const fromPuppeteer = () => (new Error().stack?.split('\n')[3] ?? '').includes('puppeteer-core');

/**
 * Records, from now on, the listeners and new-document scripts a test adds to `page` (the harness's own stay). Not
 * puppeteer's own listeners (its request counter behind waitForNetworkIdle): removed, a request that was in flight
 * when the tab was reset would never be counted as done.
 */
function track(page: Page): Tracked {
  const tracked: Tracked = { page, listeners: [], scripts: [] };
  const on = page.on.bind(page);
  const once = page.once.bind(page);
  let viaOnce = false;
  page.on = ((event: string, handler: Handler) => {
    if (viaOnce || !fromPuppeteer()) tracked.listeners.push([event, handler]);
    return on(event as never, handler as never);
  }) as Page['on'];
  // A test's `once` is puppeteer's `on` with a wrapper: tracked as the test's.
  page.once = ((event: string, handler: Handler) => {
    viaOnce = true;
    try {
      return once(event as never, handler as never);
    } finally {
      viaOnce = false;
    }
  }) as Page['once'];
  // Puppeteer counts requests in flight across documents, and those the last test's document left unanswered never
  // end: on a tab, waitForNetworkIdle would wait for them.
  page.waitForNetworkIdle = () => {
    throw new Error('waitForNetworkIdle counts the last test’s requests on a reused tab: take app.page() instead');
  };
  const script = page.evaluateOnNewDocument.bind(page);
  page.evaluateOnNewDocument = (async (...args: Parameters<Page['evaluateOnNewDocument']>) => {
    const added = await script(...args);
    tracked.scripts.push(added.identifier);
    return added;
  }) as Page['evaluateOnNewDocument'];
  return tracked;
}

/** Brings the tab back to a new page's state, history aside. */
async function reset(tab: Tracked): Promise<void> {
  const { page } = tab;
  // The last test's document goes first, so nothing it still does counts for the next test. Left by its own script
  // (about:blank then inherits its origin), the tab keeps its renderer: the next page loads warm, in about half the
  // time. Left by the browser (page.goto), it would start a cold one, as a new page does. Its session storage is
  // the tab's own, and a new page starts without it.
  if (/^https?:/.test(page.url())) {
    await page
      .evaluate(() => {
        sessionStorage.clear();
        location.replace('about:blank');
      })
      .catch(() => {});
    await page.waitForFunction(() => location.href === 'about:blank', { timeout: RESET_MS }).catch(() => {});
  }
  if (page.url() !== 'about:blank') await page.goto('about:blank');
  for (const [event, handler] of tab.listeners.splice(0)) page.off(event as never, handler as never);
  await Promise.all([
    // A script the test removed itself (openWithStorage's) is gone already.
    ...tab.scripts.splice(0).map((id) => page.removeScriptToEvaluateOnNewDocument(id).catch(() => {})),
    page.setRequestInterception(false),
    page.setBypassServiceWorker(false),
    page.setBypassCSP(false),
    page.setJavaScriptEnabled(true),
    page.setOfflineMode(false),
    page.emulateMediaFeatures(),
    page.setViewport(PHONE),
  ]);
}
