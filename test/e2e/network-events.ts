// The browser tests' two ways to drive the shared Chromium: watching the network (puppeteer's request and response
// events, which interception, offline mode, extra headers, a disabled cache and waitForResponse all rest on) or not.
// Watching costs: every request of every page sends its events to the test process, and Chromium's network service
// reports each one's raw headers for them. A page load costs about a fifth less CPU without (home: 0.42 CPU-s
// against 0.52 in a probe on this 2-core machine), and page loads are most of what the browser files do. So a file
// runs without the events unless it says it needs them (`useApp(s, { network: true })`), and the calls that would
// silently do nothing without them fail instead, naming the option. One thing cannot be guarded: without the
// events, page.goto and page.reload answer null instead of the response (a test reading its status fails on null).
import * as core from 'puppeteer-core';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

/** Chromium's page class: exported by puppeteer-core at run time, though not in its type declarations. */
const { CdpPage } = core as unknown as { CdpPage: { prototype: object } };

/** The connections made by withoutNetworkEvents: their pages cannot watch the network. */
const quiet = new WeakSet<Browser>();

/** Whether `page` belongs to a connection that does not watch the network. */
export function watchesNetwork(page: Page): boolean {
  return !quiet.has(page.browser());
}

/**
 * A second connection to `browser`'s Chromium that enables neither the network nor the issue events on its pages.
 * Its browser contexts and pages are Chromium's like any other; closing the Chromium ends it too.
 */
export async function withoutNetworkEvents(browser: Browser): Promise<Browser> {
  guardPages();
  const connection = await puppeteer.connect({
    browserWSEndpoint: browser.wsEndpoint(),
    networkEnabled: false,
    issuesEnabled: false,
  });
  quiet.add(connection);
  return connection;
}

/** Page events that only a connection watching the network emits. */
const NETWORK_EVENTS = new Set(['request', 'requestfailed', 'requestfinished', 'requestservedfromcache', 'response']);

function refuse(page: Page, what: string): void {
  // Puppeteer's page constructor subscribes to its own request events (its count behind waitForNetworkIdle)
  // before the page knows its browser: that is puppeteer's, and quiet pages never emit them.
  let known: boolean;
  try {
    known = !!page.browser();
  } catch {
    known = false;
  }
  if (known && !watchesNetwork(page))
    throw new Error(
      `${what} needs puppeteer's network events, and this file's browser runs without them: useApp(s, { network: true }) or useBrowser(s, { network: true }) (test/e2e/network-events.ts)`,
    );
}

let guarded = false;

/**
 * Makes the page calls that rest on the network events fail on a page of a quiet connection (the promise ones
 * reject, adding a listener throws), instead of doing nothing (puppeteer's own behaviour there). Turning a network
 * behaviour off stays allowed: it is off already.
 */
function guardPages(): void {
  if (guarded) return;
  guarded = true;
  const proto = CdpPage.prototype as unknown as Record<string, (...args: never[]) => unknown>;
  const guard = (name: string, asks: (...args: never[]) => boolean = () => true) => {
    const original = proto[name]!;
    const listener = name === 'on' || name === 'once' || name === 'addListener';
    proto[name] = function (this: Page, ...args: never[]) {
      if (asks(...args))
        try {
          refuse(this, `page.${name}`);
        } catch (err) {
          if (listener) throw err;
          return Promise.reject(err);
        }
      return original.apply(this, args);
    };
  };
  guard('setRequestInterception', (on: boolean) => on);
  guard('setOfflineMode', (on: boolean) => on);
  guard('setCacheEnabled', (on: boolean) => !on);
  guard('setExtraHTTPHeaders', (headers: Record<string, string>) => Object.keys(headers).length > 0);
  guard('emulateNetworkConditions', (conditions: unknown) => conditions !== null);
  guard('authenticate', (credentials: unknown) => credentials !== null);
  guard('setUserAgent');
  guard('emulate');
  guard('waitForRequest');
  guard('waitForResponse');
  guard('waitForNetworkIdle');
  for (const name of ['on', 'once', 'addListener']) guard(name, (event: string) => typeof event === 'string' && NETWORK_EVENTS.has(event));
}
