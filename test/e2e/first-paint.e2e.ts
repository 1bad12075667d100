// A server-rendered page paints before any of the app's code is asked for: without JavaScript it already has the
// brand's colours and logo and its elements' own styles (the page's inline stylesheet, allowed by the CSP's hash),
// and with JavaScript the app's chunks and start-up data are requested only after the first paint, and after the
// first screen's images (a late banner keeps them waiting); the page then hydrates with no console error (a CSP
// violation would be one) and without loading a validator.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { open } from './harness.ts';
import { useApp } from './fixture.ts';
import { servedWith } from './served-html.ts';

const s = suite('first paint');
const app = useApp(s, { network: true });

s('login without JavaScript: the brand logo and colours are on the first paint', async () => {
  const { page } = await app.page();
  await page.setJavaScriptEnabled(false);
  await servedWith(app.url, '/m/login', (p) => p.ssr, 'server-rendered');
  await page.goto(`${app.url}/m/login`, { waitUntil: 'load' });
  const look = await page.evaluate(() => ({
    logo: getComputedStyle(document.querySelector('.ui-logo')!).backgroundImage,
    scheme: document.documentElement.dataset.scheme,
    brand: getComputedStyle(document.documentElement).getPropertyValue('--brand').trim(),
  }));
  // tokens.css has no logo (none): a url() is the brand's, from the page's own stylesheet.
  assert.match(look.logo, /^url\(".*\/sandbox-assets\/brand\//, `the sandbox brand's logo, painted without script: ${look.logo}`);
  assert.ok(look.scheme === 'dark' || look.scheme === 'light', 'colour scheme set on <html>');
  assert.ok(look.brand.startsWith('#'), `brand colour set: ${look.brand}`);
  await page.close();
});

s('home without JavaScript: the banner keeps its server-given aspect ratio (nothing moves when the app applies it)', async () => {
  const { page } = await app.page();
  await page.setJavaScriptEnabled(false);
  await servedWith(app.url, '/m/home', (p) => p.ssr, 'server-rendered');
  await page.goto(`${app.url}/m/home`, { waitUntil: 'load' });
  const styled = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-ssr-style*="aspect-ratio"]')].map((el) => getComputedStyle(el).aspectRatio),
  );
  assert.ok(styled.length > 0, 'an element with a server-given aspect ratio');
  for (const ratio of styled) assert.not.equal(ratio, 'auto', 'the aspect ratio applies before any script');
  await page.close();
});

s(
  "with JavaScript: the app's code and start-up data are requested after the first paint, the page hydrates cleanly, and no validator loads",
  async () => {
    const { page, errors } = await app.page();
    const res = await page.goto(`${app.url}/m/home`, { waitUntil: 'domcontentloaded' });
    const html = await res!.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Only what the loader imports itself (esbuild's shared helpers) is preloaded with it, at low priority.
    const withLoader = [...head.matchAll(/<link rel="modulepreload" fetchpriority="low" href="([^"]+)">/g)].map((m) => m[1]!);
    assert.not.match(
      head.replace(/<link rel="modulepreload" fetchpriority="low"[^>]*>/g, ''),
      /rel="modulepreload"/,
      'no other module preload',
    );
    assert.not.match(head, /as="fetch"/, 'no start-up fetch preload in the head');
    assert.match(head, /<script type="module" src="[^"]+" fetchpriority="low">/, 'the loader, at low priority');
    assert.match(res!.headers()['content-security-policy'] ?? '', /style-src 'self' 'sha256-[\w+/=]+'/, "the inline stylesheet's hash");
    await open(page, app.url, '/m/home');
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN;
      const later = performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/c\/|\/screens\/manifest\.json|\/i18n\//.test(r.name))
        .map((r) => ({ name: r.name, start: r.startTime }));
      const validators = performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((name) => /\/assets\/c\/(check|validator-map)-/.test(name));
      return { paint, later, validators };
    });
    // The server marks the shipped screens verified (server/screens.ts), so the app trusts them without validating.
    assert.equal(timing.validators, [], 'no screen or props validator was loaded');
    timing.later = timing.later.filter((r) => !withLoader.includes(new URL(r.name).pathname));
    assert.ok(Number.isFinite(timing.paint), 'a first paint');
    assert.ok(timing.later.length > 0, "the app's chunks were loaded");
    for (const r of timing.later)
      assert.ok(r.start >= timing.paint, `${r.name} asked for at ${r.start} ms, before the first paint at ${timing.paint} ms`);
    assert.equal(errors, [], 'no console errors (CSP violations included)');
    await page.close();
  },
);

s(
  "with JavaScript: the app's code waits for the first screen's images (a banner that comes late is in before any chunk is asked for)",
  async () => {
    const { page } = await app.page();
    const banner = /\/banners\/home_[A-Z]+_1\./;
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      // Late, but well inside the loader's one-second limit.
      if (banner.test(request.url())) setTimeout(() => void request.continue(), 400);
      else void request.continue();
    });
    await open(page, app.url, '/m/home');
    const timing = await page.evaluate((source) => {
      const pattern = new RegExp(source);
      const withLoader = new Set(
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"][fetchpriority="low"]')].map((l) => l.href),
      );
      const all = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        banner: all.find((r) => pattern.test(r.name))?.responseEnd ?? Number.NaN,
        code: all
          .filter((r) => /\/assets\/c\/|\/screens\/manifest\.json|\/i18n\//.test(r.name) && !withLoader.has(r.name))
          .map((r) => ({ name: r.name, start: r.startTime })),
      };
    }, banner.source);
    assert.ok(Number.isFinite(timing.banner), 'the first banner was loaded');
    assert.ok(timing.code.length > 0, "the app's code was loaded");
    for (const r of timing.code)
      assert.ok(r.start >= timing.banner, `${r.name} asked for at ${r.start} ms, before the banner came at ${timing.banner} ms`);
    await page.close();
  },
);

s.run();
