// Theming: applyTheme copies site config into CSS custom properties; demo brands meet WCAG AA.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { contrastRatio, luminance, parseHex } from '../../widgets/ui/contrast.ts';
import { applyTheme, cssColor, darkBrand, lightBrand, type Brand } from '../../widgets/ui/theme.ts';

const theme = suite('applyTheme');
theme.before(setupDom);
theme.after.each(() => {
  document.documentElement.removeAttribute('style');
  document.head.innerHTML = '';
});
theme.after(teardownDom);
const prop = (name: string) => document.documentElement.style.getPropertyValue(name);

theme('sets every brand colour, the radius and the logo', () => {
  applyTheme(lightBrand);
  assert.is(prop('--brand'), lightBrand.colors.brand);
  assert.is(prop('--brand-contrast'), lightBrand.colors.brandContrast);
  assert.is(prop('--surface-2'), lightBrand.colors.surface2);
  assert.is(prop('--text-muted'), lightBrand.colors.textMuted);
  assert.is(prop('--radius'), '16px');
  assert.match(prop('--logo-url'), /^url\("data:image\/svg\+xml,/);
});

theme('picks the colour scheme from the background', () => {
  applyTheme(lightBrand);
  assert.is(document.documentElement.dataset.scheme, 'light');
  applyTheme(darkBrand);
  assert.is(document.documentElement.dataset.scheme, 'dark');
});

theme('mobile template: colour or image background, description colour; defaults without it', () => {
  applyTheme(darkBrand, { app_background: '#101010', app_desc_font_color: '#eeeeee' });
  assert.is(prop('--app-bg'), '#101010');
  assert.is(prop('--app-desc-color'), '#eeeeee');
  applyTheme(darkBrand, { app_background: 'https://cdn.example/bg".png' });
  assert.match(prop('--app-bg'), 'url("https://cdn.example/bg\\".png")');
  applyTheme(darkBrand);
  assert.is(prop('--app-bg'), 'var(--bg)');
  assert.is(prop('--app-desc-color'), 'var(--text-muted)');
});

theme('a brand colour that is not a colour falls back to the default theme colour; it never reaches a style', () => {
  const hostile = {
    ...lightBrand,
    colors: { ...lightBrand.colors, brand: 'url(https://attacker.example/track.png)', bg: 'red;background:url(//x)', accent: 'var(--x)' },
  };
  document.head.innerHTML = '<meta name="theme-color" content="#000">';
  applyTheme(hostile, { app_background: 'url(https://attacker.example/bg.png)', app_desc_font_color: 'expression(alert(1))' });
  assert.is(prop('--brand'), '', 'removed, so tokens.css applies');
  assert.is(prop('--bg'), '');
  assert.is(prop('--accent'), '');
  assert.is(prop('--text'), lightBrand.colors.text, 'the valid colours still apply');
  assert.is(prop('--app-bg'), 'var(--bg)');
  assert.is(prop('--app-desc-color'), 'var(--text-muted)');
  assert.not.match(document.documentElement.getAttribute('style') ?? '', /attacker|expression|url\(\/\/x/);
});

theme('cssColor: hex and rgb/hsl numbers pass; anything else is null', () => {
  for (const c of [
    '#fff',
    '#ffff',
    '#a1b2c3',
    '#a1b2c3d4',
    'rgb(1, 2, 3)',
    'rgba(1,2,3,.5)',
    'rgb(1 2 3 / 50%)',
    'hsl(120deg 50% 40%)',
    'HSLA(120, 50%, 40%, 0.3)',
  ])
    assert.is(cssColor(c), c, c);
  for (const c of [
    'url(https://a.example/x)',
    'red',
    '#ggg',
    '#12345',
    'rgb(1,2,3);x:y',
    'rgb(var(--a),2,3)',
    'image-set("x.png" 1x)',
    'expression(1)',
    '',
    null,
    3,
  ])
    assert.is(cssColor(c), null, String(c));
});

theme('updates the theme-color meta when present', () => {
  document.head.innerHTML = '<meta name="theme-color" content="#000">';
  applyTheme(lightBrand);
  assert.is(document.querySelector('meta[name="theme-color"]')?.getAttribute('content'), lightBrand.colors.surface);
});

const contrast = suite('contrast');
contrast('parses hex and computes WCAG ratios', () => {
  assert.equal(parseHex('#fa0'), [255, 170, 0]);
  assert.is(parseHex('red'), null);
  assert.is(luminance('#ffffff'), 1);
  assert.is(Math.round(contrastRatio('#000000', '#ffffff')), 21);
  assert.is(contrastRatio('#777777', '#777777'), 1);
});

const brands = suite('demo brands');
for (const brand of [darkBrand, lightBrand] as Brand[]) {
  brands(`${brand.name} text pairs meet AA (4.5:1)`, () => {
    const c = brand.colors;
    const pairs: [string, string, string][] = [
      ['text/bg', c.text, c.bg],
      ['text/surface', c.text, c.surface],
      ['text/surface2', c.text, c.surface2],
      ['muted/bg', c.textMuted, c.bg],
      ['muted/surface', c.textMuted, c.surface],
      ['muted/surface2', c.textMuted, c.surface2],
      ['brandContrast/brand', c.brandContrast, c.brand],
      ['accent/surface', c.accent, c.surface],
    ];
    for (const [name, fg, bg] of pairs) {
      const ratio = contrastRatio(fg, bg);
      assert.ok(ratio >= 4.5, `${name} is ${ratio.toFixed(2)}:1`);
    }
  });
}

theme.run();
contrast.run();
brands.run();
