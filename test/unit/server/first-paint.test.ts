// A server-rendered page's own stylesheet (the brand theme and the rendered elements' styles) and what it sets
// aside until the first paint: the theme cannot leave its rule or its <style> element, the CSP allows exactly that
// stylesheet, and the head keeps no module or fetch preload but the loader's own.
import { createHash } from 'node:crypto';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { themeCss, darkBrand, type Brand } from '../../../widgets/ui/theme.ts';
import { CSP, cspFor } from '../../../server/headers.ts';
import { setAsideScripts } from '../../../server/ssr.ts';

const s = suite('first paint');

s('the theme stylesheet has the brand colours, logo and colour scheme', () => {
  const { css, scheme } = themeCss(darkBrand);
  assert.is(scheme, 'dark');
  assert.match(css, /^:root\{.*--brand:#f5b301;.*--logo-url:url\("data:image\/svg\+xml,/);
  assert.match(css, /color-scheme:dark\}$/);
});

s('a brand value that could end the rule or the <style> element is left out', () => {
  const brand: Brand = {
    ...darkBrand,
    radius: '4px}body{display:none',
    logoUrl: '/logo.svg"</style><script>alert(1)</script>',
  };
  const { css } = themeCss(brand);
  assert.not.match(css, /<\/style/i);
  assert.not.match(css, /display:none/);
  assert.not.match(css, /--radius/);
  assert.not.match(css, /--logo-url/);
  assert.match(css, /--brand:#f5b301/, 'the rest is kept');
});

s("the page's CSP allows its theme stylesheet by hash, and a page without one gets the plain CSP", () => {
  const css = ':root{--brand:#000}';
  const page = Buffer.from(`<html><head><style id="theme">${css}</style></head></html>`);
  const hash = createHash('sha256').update(css).digest('base64');
  assert.is(cspFor(page), CSP.replace("style-src 'self'", `style-src 'self' 'sha256-${hash}'`));
  assert.is(cspFor(Buffer.from('<html><head></head></html>')), CSP);
  assert.not.match(CSP, /unsafe-inline/);
});

s('preloads wait for the first paint; the loader and what it imports itself stay, at low priority', () => {
  const html = [
    '<html><head>',
    '<link rel="preload" as="image" href="/banner.svg" fetchpriority="high">',
    '<link rel="preload" href="/screens/manifest.json?v=1" as="fetch" crossorigin="anonymous">',
    '<script type="module" src="/assets/main-A.js"></script>',
    '<link rel="modulepreload" fetchpriority="low" href="/assets/c/helpers-B.js">',
    '<link rel="modulepreload" href="/assets/c/start-C.js">',
    '</head><body></body></html>',
  ].join('\n');
  const out = setAsideScripts(html);
  const head = out.slice(0, out.indexOf('</head>'));
  assert.match(head, /<link rel="preload" as="image" href="\/banner.svg" fetchpriority="high">/);
  assert.match(head, /<script type="module" src="\/assets\/main-A.js" fetchpriority="low">/);
  assert.match(head, /<link rel="modulepreload" fetchpriority="low" href="\/assets\/c\/helpers-B.js">/);
  assert.not.match(head, /href="\/assets\/c\/start-C.js"/);
  assert.not.match(head, /as="fetch"/);
  const aside = JSON.parse(/<script type="application\/json" id="after-paint">([^<]*)<\/script>/.exec(head)![1]!);
  assert.equal(aside, [
    ['preload', '/screens/manifest.json?v=1', 'fetch'],
    ['modulepreload', '/assets/c/start-C.js'],
  ]);
});

s.run();
