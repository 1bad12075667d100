// Tap to the next painted frame, 4x CPU (CDP Emulation.setCPUThrottlingRate), for a visitor and an agent: a route
// change and the five other taps (a category on home, the game list's filter drawer, a favourite, a keystroke in
// the game search, the header menu), each beside a baseline tap in the same run.
// Method, the same for every tap: a real input (puppeteer's mouse click or key press, through CDP). The time starts
// at the trusted event's own timeStamp (click, or keydown for typing; so a busy main thread's input delay counts)
// and ends after the first frame that shows the tap's answer has been painted: from the event on, each
// requestAnimationFrame checks the answer (dialog open, tab chosen, heart flipped, letter in the box, new screen
// mounted); in the frame where it holds, a MessageChannel message is posted, which runs once that frame's style,
// layout and paint are done. Each tap is in a fresh page (in the role's own browser context) that has settled as
// the app leaves it (its idle-time preparation done, home's popups closed); nothing is warmed by the benchmark.
// Baseline: the same kind of click on a minimal static page (a button opening a dialog) right before each app tap,
// so the machine's load at that moment shows in both figures.
import type { Browser, BrowserContext, KeyInput, Page } from 'puppeteer-core';
import { threadTime, type ThreadTime } from './tap-trace.ts';

/** One tap: where it starts, what to press, and when its answer shows. */
export interface Tap {
  name: string;
  /** Route the page opens on. */
  from: string;
  /** Only for a signed-in player. */
  signedIn?: boolean;
  /** CSS (puppeteer) selector of what is clicked, or of the box typed into. */
  target: string;
  /** A key typed into `target` (already focused) instead of a click. */
  key?: KeyInput;
  /**
   * When its answer shows (checked each frame after the event): `route` the new screen's main at this path, not busy;
   * `selected` the target aria-selected; `flipped` its aria-pressed changed; `typed` the key in the box; `dialog` a
   * modal dialog open (and the target, if it has aria-expanded, expanded).
   */
  shown: { kind: 'route' | 'selected' | 'flipped' | 'typed' | 'dialog'; path?: string };
}

/** The taps measured. */
export const TAPS: Tap[] = [
  {
    name: 'route change home → mine',
    from: '/m/home',
    target: 'nav a[href="/m/mine"]',
    shown: { kind: 'route', path: '/m/mine' },
  },
  {
    name: 'category on home (Slots)',
    from: '/m/home',
    target: 'main [role="tab"][aria-controls="popular-games-panel"]:nth-child(7)',
    shown: { kind: 'selected' },
  },
  {
    name: 'filter drawer (game list)',
    from: '/m/gameList?gameType=RNG',
    target: 'main .g-filter-btn',
    shown: { kind: 'dialog' },
  },
  {
    name: 'favourite a game (home)',
    from: '/m/home',
    signedIn: true,
    target: 'main .g-tile__fav',
    shown: { kind: 'flipped' },
  },
  {
    name: 'typing in the game search',
    from: '/m/gameList?gameType=RNG',
    target: 'main input[type="search"]',
    key: 's',
    shown: { kind: 'typed' },
  },
  {
    name: 'header menu (home)',
    from: '/m/home',
    signedIn: true,
    target: 'header .w-hmenu-btn',
    shown: { kind: 'dialog' },
  },
];

/** The baseline: a click opening a dialog on a page with nothing else on it. */
const BASELINE: Tap = {
  name: 'baseline',
  from: '',
  target: '#open',
  shown: { kind: 'dialog' },
};
const BASELINE_HTML = `<!doctype html><meta name="viewport" content="width=device-width"><button id="open"
  onclick="document.getElementById('dialog').hidden = false">Open</button><div class="ui-modal" id="dialog" hidden><div
  role="dialog">Hello</div></div>`;

/**
 * Arms the page, then presses: the first trusted click (or keydown) starts the clock; each frame after it checks
 * `shown`; the frame where it holds posts a message, handled after that frame is painted. Resolves to ms, or -1.
 */
async function timeTap(page: Page, tap: Tap, trace?: ThreadTime[]): Promise<number> {
  const el = await page.waitForSelector(tap.target, { visible: true, timeout: 60_000 });
  if (!el) return -1;
  if (tap.key) await el.focus();
  // tsx keeps function names with a __name helper that functions sent to the page also call.
  await page.evaluate('globalThis.__name = (f) => f;');
  await page.evaluate(
    (sel, answer, key) => {
      const w = window as unknown as { __tap: Promise<number> };
      const el = document.querySelector(sel) as HTMLInputElement;
      const main = document.querySelector('main');
      const pressed = el.getAttribute('aria-pressed');
      const modal = () => !!document.querySelector('.ui-modal:not([hidden]) [role="dialog"]');
      const shown = () => {
        switch (answer.kind) {
          case 'route': {
            const now = document.querySelector('main[aria-busy="false"]');
            return location.pathname === answer.path && !!now && now !== main;
          }
          case 'selected':
            return el.getAttribute('aria-selected') === 'true';
          case 'flipped':
            return el.getAttribute('aria-pressed') !== pressed;
          case 'typed':
            return el.value.endsWith(key!);
          case 'dialog':
            return modal() && el.getAttribute('aria-expanded') !== 'false';
        }
      };
      const kind = key ? 'keydown' : 'click';
      w.__tap = new Promise<number>((done) => {
        const onEvent = (e: Event) => {
          if (!e.isTrusted) return;
          removeEventListener(kind, onEvent, true);
          const start = e.timeStamp;
          const frame = () => {
            if (!shown()) {
              if (performance.now() - start > 30_000) done(-1);
              else requestAnimationFrame(frame);
              return;
            }
            const ch = new MessageChannel();
            ch.port1.onmessage = () => {
              performance.mark('tap-painted');
              done(performance.now() - start);
            };
            ch.port2.postMessage(0);
          };
          requestAnimationFrame(frame);
        };
        addEventListener(kind, onEvent, true);
      });
    },
    tap.target,
    tap.shown,
    tap.key,
  );
  if (trace) await page.tracing.start({ categories: ['toplevel', 'devtools.timeline', 'blink.user_timing'] });
  if (tap.key) await page.keyboard.press(tap.key);
  else await el.click();
  const ms = Math.round(await page.evaluate(() => (window as unknown as { __tap: Promise<number> }).__tap));
  if (trace)
    trace.push(threadTime(JSON.parse(Buffer.from((await page.tracing.stop())!).toString()).traceEvents, tap.key ? 'keydown' : 'click'));
  return ms;
}

/** Closes whatever dialogs home opens by itself (announcement, agent contract prompts), as a player would. */
export async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 8; i++) {
    const closed = await page.evaluate(() => {
      const d = document.querySelector('.ui-modal [role="dialog"], .ui-modal [role="alertdialog"], [role="alertdialog"], .w-popup');
      if (!d) return false;
      const buttons = [...d.querySelectorAll('button')];
      const close = buttons.find((b) => /^(close|cancel)$/i.test((b.getAttribute('aria-label') ?? b.textContent ?? '').trim()));
      (close ?? buttons.at(-1))?.click();
      return true;
    });
    if (!closed) return;
    await new Promise((r) => setTimeout(r, 400));
  }
}

/**
 * Waits until the page has rested: main not busy, no request for 2 s (the footer's targets are prepared one per
 * idle period, each loading its code: on a busy machine the gaps are long), then two idle periods.
 */
export async function rest(page: Page): Promise<void> {
  await page.waitForSelector('main[aria-busy="false"]', { timeout: 120_000 });
  await page.waitForNetworkIdle({ idleTime: 2000, timeout: 180_000 }).catch(() => {});
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 5000 })));
}

/** One tap in a fresh page of `context`: opened, settled, throttled, pressed. */
async function tapOnce(context: BrowserContext, base: string, tap: Tap, trace?: ThreadTime[]): Promise<number> {
  const page = await context.newPage();
  try {
    await page.setViewport({ width: 375, height: 812, isMobile: true, hasTouch: true });
    if (tap === BASELINE) await page.setContent(BASELINE_HTML);
    else {
      // Home's announcement counts as seen in this tab (as once closed); the agent's contract prompts are closed.
      await page.evaluateOnNewDocument(`sessionStorage.setItem('home.noticePopup', JSON.stringify({ show: false }));`);
      await page.goto(base + tap.from, { waitUntil: 'domcontentloaded', timeout: 120_000 });
      await rest(page);
      await closeDialogs(page);
      await rest(page);
    }
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return await timeTap(page, tap, trace);
  } finally {
    await page.close();
  }
}

/** A role's browser context: a visitor's is empty; a signed-in one holds the session the app stores. */
export async function roleContext(browser: Browser, base: string, session: Record<string, unknown> | null): Promise<BrowserContext> {
  const context = await browser.createBrowserContext();
  if (session) {
    const page = await context.newPage();
    await page.goto(`${base}/m/404`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
    await page.evaluate((s) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(s)), session);
    await page.close();
  }
  return context;
}

/** Figures of one tap: every run, the median, and the baseline's runs and median beside it. */
export interface TapFigures {
  role: string;
  tap: string;
  runs: number[];
  medianMs: number;
  baselineRuns: number[];
  baselineMs: number;
  /** With tracing on (taps-only.ts TAP_TRACE=1): each run's main-thread time. */
  thread?: ThreadTime[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** A server to tap on, and the session the role stores there (null: a visitor). */
export interface TapTarget {
  base: string;
  session: Record<string, unknown> | null;
}

/**
 * Every tap of TAPS a role can make (a visitor has no favourites nor header menu), `runs` times each, taking
 * turns (one of each, then again), each after a baseline tap; with several targets (builds side by side, see
 * taps-only.ts) each tap is made on each in turn after the same baseline. `only` filters taps by name. One list
 * of figures per target.
 */
export async function tapFigures(
  browser: Browser,
  targets: TapTarget[],
  role: string,
  runs = 3,
  only?: RegExp,
  trace = false,
  progress?: (line: string) => void,
): Promise<TapFigures[][]> {
  const contexts = await Promise.all(targets.map((t) => roleContext(browser, t.base, t.session)));
  const signedIn = targets[0]!.session !== null;
  const taps = TAPS.filter((t) => (signedIn || !t.signedIn) && (!only || only.test(t.name)));
  const baselines = taps.map(() => [] as number[]);
  const out = targets.map(() =>
    taps.map((t) => ({
      role,
      tap: t.name,
      runs: [] as number[],
      medianMs: 0,
      baselineRuns: [] as number[],
      baselineMs: 0,
      ...(trace ? { thread: [] as ThreadTime[] } : {}),
    })),
  );
  for (let i = 0; i < runs; i++)
    for (const [k, tap] of taps.entries()) {
      baselines[k]!.push(await tapOnce(contexts[0]!, '', BASELINE));
      for (const [n, t] of targets.entries()) {
        const f = out[n]![k]!;
        f.runs.push(await tapOnce(contexts[n]!, t.base, tap, f.thread));
        if (progress)
          progress(
            `${role} ${tap.name} #${i + 1} target ${n}: ${f.runs.at(-1)} ms (baseline ${baselines[k]!.at(-1)} ms)${f.thread ? ` ${JSON.stringify(f.thread.at(-1))}` : ''}`,
          );
      }
    }
  for (const c of contexts) await c.close();
  for (const figures of out)
    for (const [k, f] of figures.entries()) {
      f.baselineRuns = baselines[k]!;
      f.medianMs = median(f.runs);
      f.baselineMs = median(f.baselineRuns);
    }
  return out;
}

const med = (xs: ThreadTime[], k: keyof ThreadTime) => median(xs.map((x) => x[k]));

/** The figures as lines of text: each tap's median against the budget and the baseline's, and its runs. */
export function tapLines(figures: TapFigures[]): string[] {
  return figures.map(
    (f) =>
      `${f.role.padEnd(8)} ${f.tap.padEnd(28)} ${String(f.medianMs).padStart(4)} ms (budget ${TAP_BUDGET_MS}: ${f.medianMs >= 0 && f.medianMs <= TAP_BUDGET_MS ? 'pass' : 'FAIL'}) ` +
      `baseline ${f.baselineMs} ms; runs ${f.runs.join(', ')}; baseline runs ${f.baselineRuns.join(', ')}` +
      (f.thread
        ? `\n${' '.repeat(38)}thread time (median): task ${med(f.thread, 'taskMs')} ms, style ${med(f.thread, 'styleMs')} ms ` +
          `(${med(f.thread, 'styledElements')} elements), layout ${med(f.thread, 'layoutMs')} ms`
        : ''),
  );
}

/** The budget of every tap, tap to painted frame at 4x CPU. */
export const TAP_BUDGET_MS = 80;
