// The real sanitiser (widgets/html/sanitize.ts, bundled with esbuild) run in Chromium both ways it works: with the
// browser's own sanitizer (native.ts; Chromium has the HTML Sanitizer API) and with DOMPurify (the page's
// Document.parseHTML taken away first, as in a browser without it). The hostile corpus and fast-check mixes of it,
// plus generated link and image URLs, are checked on the parsed output against the guarantees in
// test/helpers/html-guarantees.ts. Kept markup (paragraphs, same-origin links, CDN images) must survive.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'puppeteer-core';
import { useBrowser } from './fixture.ts';
import { HOSTILE_HTML, violations } from '../helpers/html-guarantees.ts';

const HOSTS = ['cdn.example.com'];
let bundle: string;

/** A page with the sanitiser loaded; `withoutNative` takes the browser's own sanitizer away first. */
async function sanitizerPage(browser: BrowserContext, withoutNative: boolean): Promise<Page> {
  bundle ??= (
    await build({
      stdin: {
        contents:
          "import { sanitizeHtml } from './widgets/html/sanitize.ts'; import { nativeSanitizer } from './widgets/html/native.ts'; import { app } from './engine/state.ts'; Object.assign(window, { __sanitize: sanitizeHtml, __native: nativeSanitizer, __app: app });",
        resolveDir: process.cwd(),
        loader: 'ts',
      },
      bundle: true,
      write: false,
      format: 'iife',
      define: { 'process.env.NODE_ENV': '"production"' },
    })
  ).outputFiles[0]!.text;
  const page = await browser.newPage();
  // Every image the markup asks for fails at once (no network wait), so an onerror that survived would run.
  await page.setOfflineMode(true);
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: 'window.__name = (f) => f;' }); // tsx names functions with a helper the page lacks
  if (withoutNative) await page.evaluate(() => delete (Document as unknown as { parseHTML?: unknown }).parseHTML);
  await page.addScriptTag({ content: bundle });
  await page.evaluate(
    (src, hosts) => {
      const w = window as any;
      w.__app.siteConfig = { imageCDNs: { bases: hosts.map((h: string) => `https://${h}/img`), default: `https://${hosts[0]}` } };
      w.__violations = new Function(`return (${src})`)();
      w.__xss = 0;
    },
    violations.toString(),
    HOSTS,
  );
  return page;
}

/** Sanitises each HTML text in the page, mounts the result, and returns the broken guarantees per input. */
const judge = (page: Page, htmls: string[]) =>
  page.evaluate(
    async (list, hosts) => {
      const w = window as any;
      const out: Array<{ html: string; bad: string[]; kept: string }> = [];
      for (const html of list) {
        const host = document.createElement('div');
        host.innerHTML = w.__sanitize(html);
        document.body.append(host);
        out.push({ html, bad: w.__violations(host, hosts), kept: host.innerHTML });
      }
      // Whatever the markup could start on its own has run: every image has loaded or failed (an onerror would
      // have fired), then a frame (autofocus, toggle) and a task.
      await new Promise((done) => {
        const check = () =>
          [...document.images].every((i) => i.complete) ? requestAnimationFrame(() => setTimeout(done)) : requestAnimationFrame(check);
        check();
      });
      document.body.innerHTML = '';
      return { out, xss: w.__xss };
    },
    htmls,
    HOSTS,
  );

/** The same tests for one way of sanitising. */
function sanitizerSuite(name: string, withoutNative: boolean) {
  let page: Page;
  const s = suite(`sanitizeHtml in Chromium, ${name}`);
  const browsing = useBrowser(s, { network: true });
  s.before(async () => {
    page = await sanitizerPage(browsing.browser, withoutNative);
  });

  s('it is the sanitiser this suite means', async () => {
    // The browser's own is used where the page has it (its self-check and configuration passed), else DOMPurify.
    const native = await page.evaluate(() => (window as unknown as { __native: () => unknown }).__native() !== null);
    assert.is(native, !withoutNative);
  });
  s('the hostile corpus: no guarantee broken, no script ran', async () => {
    const { out, xss } = await judge(page, HOSTILE_HTML);
    assert.equal(
      out.filter((o) => o.bad.length).map((o) => `${o.html} -> ${o.bad.join(', ')}`),
      [],
    );
    assert.is(xss, 0);
  });

  s('safe markup survives: paragraphs, same-origin links (opening in a new tab), CDN images', async () => {
    const { out } = await judge(page, [
      '<p>Safe <a href="/m/activity">promotions</a> and <img src="https://cdn.example.com/promo.png" alt="promo"></p>',
    ]);
    assert.is(
      out[0]!.kept,
      '<p>Safe <a href="/m/activity" target="_blank" rel="noopener noreferrer">promotions</a> and <img src="https://cdn.example.com/promo.png" alt="promo"></p>',
    );
  });

  s('links and images refused by the policy are dropped: //host, /\\host, off-site https', async () => {
    const { out } = await judge(page, [
      '<a href="/\\attacker.example">x</a>',
      '<a href="//attacker.example">y</a>',
      '<img src="https://attacker.example/t.png">',
    ]);
    assert.equal(
      out.map((o) => o.kept),
      ['<a>x</a>', '<a>y</a>', ''],
    );
  });

  s('fast-check: mixes of the corpus, text and generated URLs in href and src', async () => {
    const url = fc.oneof(
      fc.webUrl(),
      fc.constantFrom(
        '//attacker.example/x',
        '/\\attacker.example',
        '/m/home',
        'https://cdn.example.com/a.png',
        'javascript:alert(1)',
        ' javascript:alert(1)',
        'java\tscript:alert(1)',
        '&#106;avascript:alert(1)',
        'data:image/png;base64,AAAA',
        '/%2F%2Fattacker.example',
        'https://cdn.example.com@attacker.example/',
      ),
    );
    const fragment = fc.oneof(
      fc.constantFrom(...HOSTILE_HTML),
      fc.string({ maxLength: 10 }),
      url.map((u) => `<a href="${u.replace(/"/g, '&quot;')}">l</a>`),
      url.map((u) => `<img src="${u.replace(/"/g, '&quot;')}">`),
    );
    const samples = fc.sample(
      fc.array(fragment, { minLength: 1, maxLength: 6 }).map((p) => p.join('')),
      { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 7) },
    );
    const { out, xss } = await judge(page, samples);
    assert.equal(
      out
        .filter((o) => o.bad.length)
        .map((o) => `${o.html} -> ${o.bad.join(', ')}`)
        .slice(0, 5),
      [],
    );
    assert.is(xss, 0);
  });
  s.run();
}

sanitizerSuite("the browser's own sanitizer", false);
sanitizerSuite('DOMPurify', true);
