// engine/install/register.ts: a registered page asks for a new worker every UPDATE_CHECK_MS while visible and online
// (half the 60 s update window), and at once when it becomes visible or comes back online. The page's globals are
// stand-ins and the interval a recorded callback, so the test runs the interval's ticks itself; the browser test
// (test/e2e/pwa.e2e.ts) drives the check with a real `online` event instead of waiting out the interval.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { UPDATE_CHECK_MS, registerServiceWorker } from '../../engine/install/register.ts';

type Listener = () => void;
const G = globalThis as Record<string, unknown>;
const OVERRIDDEN = [
  'window',
  'top',
  'document',
  'navigator',
  'isSecureContext',
  'fetch',
  'requestIdleCallback',
  'setInterval',
  'addEventListener',
];

/** Stands in for a visible, online page with no worker yet; returns what the test drives and reads. */
function fakePage() {
  const saved = OVERRIDDEN.map((name) => [name, Object.getOwnPropertyDescriptor(G, name)] as const);
  const page = {
    updates: 0,
    registered: 0,
    intervals: [] as Array<{ tick: Listener; ms: number }>,
    listeners: { doc: new Map<string, Listener[]>(), win: new Map<string, Listener[]>() },
    fire(target: 'doc' | 'win', type: string) {
      for (const fn of page.listeners[target].get(type) ?? []) fn();
    },
    restore() {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(G, name, descriptor);
        else delete G[name];
      }
    },
  };
  const listen = (target: 'doc' | 'win') => (type: string, fn: Listener) =>
    page.listeners[target].set(type, [...(page.listeners[target].get(type) ?? []), fn]);
  const registration = {
    update: async () => {
      page.updates++;
    },
  };
  const globals: Record<string, unknown> = {
    window: G,
    top: G,
    isSecureContext: true,
    document: {
      readyState: 'complete',
      visibilityState: 'visible',
      querySelector: () => ({ getAttribute: () => 'v1' }),
      addEventListener: listen('doc'),
    },
    navigator: {
      onLine: true,
      serviceWorker: {
        controller: null,
        addEventListener: () => {},
        register: async () => {
          page.registered++;
          return registration;
        },
      },
    },
    // The kill switch answers: neither disabled nor revoked.
    fetch: async () => ({ ok: true, json: async () => ({}) }),
    requestIdleCallback: (cb: Listener) => cb(),
    setInterval: (tick: Listener, ms: number) => page.intervals.push({ tick, ms }),
    addEventListener: listen('win'),
  };
  for (const [name, value] of Object.entries(globals)) Object.defineProperty(G, name, { value, configurable: true, writable: true });
  return page;
}

/** The one update interval the page set up. */
function theInterval(page: ReturnType<typeof fakePage>) {
  assert.is(page.intervals.length, 1, 'one update interval');
  return page.intervals[0] as { tick: Listener; ms: number };
}

/** Lets register()'s awaits (the kill switch read, the registration) run to the end. */
const registeredOnce = async (page: ReturnType<typeof fakePage>) => {
  for (let i = 0; i < 20 && page.intervals.length === 0; i++) await new Promise((r) => setImmediate(r));
};

test('a visible, online page asks for a new worker on every tick of the update interval', async () => {
  const page = fakePage();
  try {
    registerServiceWorker();
    await registeredOnce(page);
    assert.is(page.registered, 1);
    const interval = theInterval(page);
    assert.is(interval.ms, UPDATE_CHECK_MS);
    assert.ok(UPDATE_CHECK_MS * 2 <= 60_000, 'two checks fit in the 60 s update window');
    assert.is(page.updates, 0, 'no check before the first tick');
    interval.tick();
    interval.tick();
    assert.is(page.updates, 2);
  } finally {
    page.restore();
  }
});

test('a hidden or offline page skips the tick; becoming visible or coming back online checks at once', async () => {
  const page = fakePage();
  try {
    registerServiceWorker();
    await registeredOnce(page);
    const { tick } = theInterval(page);
    const doc = G.document as { visibilityState: string };
    const nav = G.navigator as { onLine: boolean };
    doc.visibilityState = 'hidden';
    tick();
    page.fire('doc', 'visibilitychange');
    assert.is(page.updates, 0, 'hidden: no check');
    doc.visibilityState = 'visible';
    page.fire('doc', 'visibilitychange');
    assert.is(page.updates, 1, 'shown again: one check');
    nav.onLine = false;
    tick();
    assert.is(page.updates, 1, 'offline: no check');
    nav.onLine = true;
    page.fire('win', 'online');
    assert.is(page.updates, 2, 'back online: one check');
  } finally {
    page.restore();
  }
});

test.run();
