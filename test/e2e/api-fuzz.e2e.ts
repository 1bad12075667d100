// Property run in the browser: every API answer a screen gets is mutated by a fast-check plan (fields
// dropped, nulls, wrong types, empty or huge lists, hostile strings from an XSS corpus, overlong, RTL
// override and emoji text). Each screen must stay in a data, empty or retry state: no uncaught error,
// never a blank main, no layout pushes the page sideways, and no script from the corpus ever runs. The CSP alone
// would stop the scripts, so the rendered DOM is checked too: no on* attribute or javascript: link anywhere, and
// server HTML (marked data-server-html) holds nothing test/helpers/html-guarantees.ts forbids. One plan per route
// puts the whole hostile corpus into every HTML field, so the sanitiser is exercised on every run.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import type { HTTPRequest } from 'puppeteer-core';
import { loginInfo, interceptRequests, settled } from './harness.ts';
import { useApp } from './fixture.ts';
import { HOSTILE_HTML, violations } from '../helpers/html-guarantees.ts';

const XSS = [
  '<img src=x onerror="window.__xss=(window.__xss||0)+1">',
  '<svg onload="window.__xss=1"></svg>',
  '<script>window.__xss=1</script>',
  '"><iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  'javascript:window.__xss=1',
  '<a href="javascript:window.__xss=1">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">',
  '<body onload="window.__xss=1">',
  '<input autofocus onfocus="window.__xss=1">',
  '<style>*{display:none}</style>',
  ...HOSTILE_HTML,
];
/** Fields that hold platform HTML (promotions, notices, help, messages, popups); the hostile plan fills them all. */
const HTML_FIELD = /^(content|html|remark)$/i;
const HOSTILE_DOC = HOSTILE_HTML.join('<br>');
const ODD = ['\u202Egnp.exe', '🎰🎰🎰🎲🃏💰'.repeat(20), 'W'.repeat(400), '', ' ', '0', '-1', 'null', 'NaN'];

type Plan = { seed: number; rate: number; hostile?: boolean };
/** Puts the whole hostile corpus into every HTML field, leaving everything else as the platform sent it. */
function hostile(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(hostile);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, typeof v === 'string' && HTML_FIELD.test(k) ? `${v}${HOSTILE_DOC}` : hostile(v)]),
  );
}
/** Mutates a JSON value deterministically from a seed. */
function mutate(value: unknown, rng: () => number, rate: number, depth = 0): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rng() * xs.length)]!;
  if (depth > 0 && rng() < rate) {
    return pick([null, undefined, 0, -1, 'x', [], {}, true, pick(XSS), pick(ODD), 1e12]);
  }
  if (Array.isArray(value)) {
    const roll = rng();
    if (roll < rate / 2) return [];
    if (roll < rate && value.length) return Array.from({ length: 400 }, (_, i) => mutate(value[i % value.length], rng, rate, depth + 1));
    return value.map((v) => mutate(v, rng, rate, depth + 1));
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (rng() < rate / 3) continue;
      out[k] = typeof v === 'string' && rng() < rate * 2 ? pick([...XSS, ...ODD]) : mutate(v, rng, rate, depth + 1);
    }
    return out;
  }
  return value;
}
const prng = (seed: number) => () => {
  seed = (seed * 1664525 + 1013904223) >>> 0;
  return seed / 2 ** 32;
};

const ROUTES: Array<[string, string | null]> = [
  ['/m/home', null],
  ['/m/gameList?gameType=RNG', null],
  ['/m/activity', null],
  ['/m/activityDetail?id=101', null],
  ['/m/help', null],
  ['/m/notice', null],
  ['/m/lottery', null],
  ['/m/mine', 'player01'],
  ['/m/webEmail', 'player01'],
  ['/m/vouReport', 'player01'],
  ['/m/voucherCenter', 'player01'],
  ['/m/agent', 'agent01'],
  ['/m/member/notice', 'agent01'],
];
/** Routes that show platform HTML without a tap: the hostile plan must find sanitised content there. */
const SHOWS_HTML = new Set(['/m/activityDetail?id=101', '/m/help', '/m/member/notice']);
const PLANS: Plan[] = [
  { seed: 1, rate: 0, hostile: true },
  ...fc.sample(fc.record({ seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }), rate: fc.double({ min: 0.1, max: 0.6, noNaN: true }) }), {
    seed: Number(process.env.FUZZ_SEED ?? 42),
    numRuns: Number(process.env.FUZZ_RUNS ?? 3),
  }),
];

const s = suite('api fuzz');
const app = useApp(s, { network: true });

for (const [route, who] of ROUTES) {
  s(`${route}${who ? ` as ${who}` : ''}: mutated answers never crash, blank or run a script`, async () => {
    const info = who ? await loginInfo(app.url, who) : null;
    // One page for all the plans, each a new document in it: a page of its own per plan cost a second of wall time
    // (a new target and a cold renderer) for nothing the property looks at. The file's pages share storage anyway.
    const { page } = await app.page();
    await page.evaluateOnNewDocument('window.__name = (f) => f;'); // tsx names functions with a helper the page lacks
    await page.evaluateOnNewDocument((i) => {
      sessionStorage.setItem('home.noticePopup', '{"show":false}');
      if (i) localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i));
      else localStorage.removeItem('MC_SESSION_INFO');
    }, info);
    await interceptRequests(page);
    const crashes: string[] = [];
    page.on('pageerror', (e) => crashes.push((e as Error).message));
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    // The plan being run, and its API answers in flight (asked, not yet answered): its document is judged once none
    // is and it is at rest. A request keeps the run it was asked in.
    let run = { plan: PLANS[0]!, rng: prng(0), started: 0, inflight: 0, drained: () => {} };
    page.on('request', async (req: HTTPRequest) => {
      const url = req.url();
      if (!/\/(wps|lgw)\//.test(url) || url.includes('/system/siteConfig')) {
        void req.continue();
        return;
      }
      const mine = run;
      mine.started++;
      mine.inflight++;
      try {
        const res = await fetch(url, { method: req.method(), headers: req.headers(), body: req.postData() });
        const body = await res.json().catch(() => null);
        const change = (v: unknown) => (mine.plan.hostile ? hostile(v) : mutate(v, mine.rng, mine.plan.rate, 0));
        // /wps answers the envelope (mutate its value), /lgw bare JSON (mutate all of it).
        const mutated =
          !body || typeof body !== 'object' ? body : 'success' in body ? { ...body, value: change(body.value) } : change(body);
        await req.respond({ status: res.status, contentType: 'application/json', body: JSON.stringify(mutated) });
      } catch {
        await req.abort().catch(() => {});
      } finally {
        if (--mine.inflight === 0) mine.drained();
      }
    });
    for (const plan of PLANS) {
      run = { plan, rng: prng(plan.seed), started: 0, inflight: 0, drained: () => {} };
      const current = run;
      crashes.length = 0;
      dialogs = 0;
      await page.goto(app.url + route, { waitUntil: 'domcontentloaded' });
      for (;;) {
        if (current.inflight > 0)
          await new Promise<void>((r) => {
            current.drained = r;
          });
        const asked = current.started;
        await settled(page, { loaded: true });
        if (current.inflight === 0 && current.started === asked) break;
      }
      const state = await page.evaluate(
        (check) => ({
          dom: (() => {
            const violationsIn = new Function(`return (${check})`)() as (root: ParentNode, hosts: string[]) => string[];
            const all = [...document.querySelectorAll('*')];
            const bad = all.flatMap((el) =>
              [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => `${el.tagName.toLowerCase()}[${a.name}]`),
            );
            bad.push(
              ...[...document.querySelectorAll('a[href], area[href]')]
                .map((a) => a.getAttribute('href')!)
                .filter((h) => /^\s*(javascript|data|vbscript):/i.test(h))
                .map((h) => `link ${h.slice(0, 30)}`),
            );
            bad.push(
              ...[...document.querySelectorAll('iframe, object, embed, script:not([src]):not([type="application/json"])')].map(
                (el) => `<${el.tagName.toLowerCase()}>`,
              ),
            );
            const html = [...document.querySelectorAll('[data-server-html]')];
            for (const root of html) bad.push(...violationsIn(root, []));
            return { bad, html: html.filter((el) => el.innerHTML.trim()).length };
          })(),
          xss: (window as unknown as { __xss?: number }).__xss ?? 0,
          text: document.querySelector('main')?.textContent?.trim().length ?? 0,
          states: document.querySelectorAll('main [role="status"], main [role="alert"], main [aria-busy]').length,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
        }),
        violations.toString(),
      );
      assert.equal(crashes, [], `plan ${JSON.stringify(plan)}: uncaught errors`);
      assert.equal(state.dom.bad, [], `plan ${JSON.stringify(plan)}: the rendered DOM holds what the sanitiser must remove`);
      if (plan.hostile && SHOWS_HTML.has(route))
        assert.ok(state.dom.html > 0, `${route}: no sanitised server HTML was rendered, so nothing was checked`);
      assert.is(state.xss, 0, `plan ${JSON.stringify(plan)}: a script from the corpus ran`);
      assert.is(dialogs, 0, 'no dialog opened');
      assert.ok(state.text > 0 || state.states > 0, `plan ${JSON.stringify(plan)}: main is blank`);
      assert.ok(
        state.overflow <= 1,
        `plan ${JSON.stringify(plan)}: the page scrolls sideways by ${state.overflow}px (a layout escaped its box)`,
      );
    }
    await page.close();
  });
}

s.run();
