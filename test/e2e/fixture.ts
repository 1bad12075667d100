// The browser-test fixture: what a test file starts before its tests and stops after them (a server, the app
// server by default, and a browser context of its own), so a file says `const app = useApp(s)` instead of the
// setup lines each once repeated. The files one test process runs share one Chromium (see sharedBrowser).
import type { Test } from 'uvu';
import type { Browser, BrowserContext } from 'puppeteer-core';
import { launchBrowser, phonePage, signIn, startServer, type PhonePage, type TestServer } from './harness.ts';
import { tabs } from './tab.ts';
import { withoutNetworkEvents } from './network-events.ts';

let shared: Promise<Browser> | null = null;
/** The second connection to it, without network events (test/e2e/network-events.ts). */
let quiet: Promise<Browser> | null = null;
let users = 0;
let closing: NodeJS.Timeout | undefined;
/** How long the browser stays open after its last file: the next file of the process starts at once. */
const LINGER_MS = 1000;

/**
 * The process's one Chromium, launched by the first file that asks: the test runner puts several short files in
 * one process (scripts/run-tests.mjs), and each launch costs a core about a second. Every file gets a browser
 * context of its own (storage, cache and service workers of its own), so no file sees another's state. Without
 * `network`, through a connection that does not watch the network: a fifth cheaper per page load, and the calls
 * that need the network events throw (test/e2e/network-events.ts).
 */
export function sharedBrowser(opts: { network?: boolean } = {}): Promise<Browser> {
  users++;
  clearTimeout(closing);
  const launched = (shared ??= launchBrowser());
  if (opts.network) return launched;
  quiet ??= launched.then(withoutNetworkEvents);
  return quiet;
}

/** Lets go of sharedBrowser; the browser closes once no file has used it for LINGER_MS. */
export function releaseBrowser(): void {
  if (--users > 0) return;
  clearTimeout(closing);
  closing = setTimeout(() => {
    const browser = shared;
    shared = null;
    quiet = null;
    void browser?.then((b) => b.close()).catch(() => {});
  }, LINGER_MS);
}

process.on('exit', () => {
  // A run stopped between files: the browser process goes with it.
  void shared?.then((b) => b.process()?.kill('SIGKILL'));
});

/** A suite's browser context, ready from its `before` hook until its `after`. */
export interface Browsing {
  /** The file's own browser context: pages opened here are closed with it after the file's tests. */
  readonly browser: BrowserContext;
  /** Another context of the shared browser (another player's browser: no storage, cache or worker in common). */
  newContext(): Promise<BrowserContext>;
  /**
   * The file's one reusable phone page (test/e2e/tab.ts), for a test that needs no page of its own: as a new page
   * of the context would be, but a second faster and with a history. A test that taps Back on its first screen,
   * looks at `history.length` or waits for the network to idle takes a page of its own. Left open: the next test's
   * call resets it.
   */
  tab(): Promise<PhonePage>;
}

/**
 * Registers a browser context of the shared Chromium on suite `s` (for files that start their own servers); with
 * `network`, one that watches the network (request events, interception, offline mode: see sharedBrowser).
 */
export function useBrowser(s: Test, opts: { network?: boolean } = {}): Browsing {
  let contexts: BrowserContext[] | undefined;
  let browser: Browser | undefined;
  const context = () => {
    if (!contexts?.[0]) throw new Error('the fixture opens its browser context in the suite’s before hook');
    return contexts[0];
  };
  const tab = tabs(context);
  s.before(async () => {
    contexts = [];
    browser = await sharedBrowser(opts);
    contexts.push(await browser.createBrowserContext());
  });
  s.after(async () => {
    if (!contexts) return;
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    contexts = undefined;
    browser = undefined;
    releaseBrowser();
  });
  return {
    get browser() {
      return context();
    },
    tab,
    async newContext() {
      if (!browser || !contexts) throw new Error('the fixture opens its browser in the suite’s before hook');
      const context = await browser.createBrowserContext();
      contexts.push(context);
      return context;
    },
  };
}

/** A suite's server and browser context, ready from its `before` hook until its `after`. */
export interface App<S extends { url: string; close(): Promise<void> } = TestServer> extends Browsing {
  /** The server the file's tests use. */
  readonly server: S;
  /** Its address, e.g. http://127.0.0.1:41234. */
  readonly url: string;
  /** A new phone page (375x812, touch) recording errors, as harness phonePage. */
  page(): Promise<PhonePage>;
  /** A new phone page signed in as `username` (sandbox accounts: player01, agent01, ...) on `route`. */
  signedIn(username: string, route?: string): Promise<PhonePage>;
  /** The file's tab (see tab) signed in as `username` on `route`. */
  signedInTab(username: string, route?: string): Promise<PhonePage>;
}

/**
 * Registers the fixture on suite `s`: before its tests, the server (`start`, by default the app server with the
 * sandbox and `env`, the service worker on only with `worker`) and a browser context of the shared Chromium (one
 * that watches the network only with `network`: see sharedBrowser); after them, both closed again.
 */
export function useApp<S extends { url: string; close(): Promise<void> } = TestServer>(
  s: Test,
  opts: { env?: NodeJS.ProcessEnv; worker?: boolean; network?: boolean; start?: () => Promise<S> } = {},
): App<S> {
  let server: S | undefined;
  const start = opts.start ?? (() => startServer(opts.env, { worker: opts.worker }) as unknown as Promise<S>);
  s.before(async () => {
    server = await start();
  });
  const browsing = useBrowser(s, { network: opts.network });
  s.after(async () => {
    await server?.close();
    server = undefined;
  });
  const app: App<S> = {
    get server() {
      if (!server) throw new Error('the fixture starts its server in the suite’s before hook');
      return server;
    },
    get url() {
      return app.server.url;
    },
    get browser() {
      return browsing.browser;
    },
    newContext: () => browsing.newContext(),
    tab: () => browsing.tab(),
    page: () => phonePage(app.browser),
    async signedIn(username, route = '/m/home') {
      const opened = await phonePage(app.browser);
      await signIn(opened.page, app.url, username, route);
      return opened;
    },
    async signedInTab(username, route = '/m/home') {
      const opened = await browsing.tab();
      await signIn(opened.page, app.url, username, route);
      return opened;
    },
  };
  return app;
}
