// Gallery: renders every component in both brands and both directions, and axe finds no violations
// (colour contrast needs real layout, so it is left to the browser run; demo brand contrast is in theme.test.ts).
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import axe from 'axe-core';
import { Gallery } from '../../widgets/ui/gallery.tsx';
import { darkBrand, lightBrand } from '../../widgets/ui/theme.ts';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { $, cleanup, fire, render } from './render.tsx';

let fake: { clock: FakeClock; restore: () => void };
const gallery = suite('Gallery');
gallery.before(setupDom);
gallery.before.each(() => {
  fake = installFakeClock();
});
gallery.after.each(() => {
  fake.restore();
  cleanup();
});
gallery.after(teardownDom);

gallery('shows every component and state', () => {
  render(<Gallery initialBrand="dark" />);
  for (const selector of [
    '.ui-btn--primary',
    '.ui-btn--secondary',
    '.ui-btn--ghost',
    '.ui-btn--icon',
    '.ui-btn.is-loading',
    '[role="tablist"]',
    '.ui-row',
    '.ui-badge--dot',
    '.ui-badge--count',
    '.ui-jackpot',
    '.ui-promo-counter',
    '.ui-roller',
    '.ui-toast--loading',
    '.ui-toast--success',
    '.ui-toast--notice',
    '.ui-toast--default',
    '.ui-toast--error',
    '.ui-dialog',
    'input[type="password"]',
    'input[autocomplete="username"]',
    '.ui-sheet--bottom',
    '.ui-sheet--start',
    '.ui-skeleton--rows',
    '.ui-skeleton--tiles',
    '.ui-state__retry',
    '.ui-copyright',
    '.ui-logo',
  ])
    assert.ok(document.querySelector(selector), `missing ${selector}`);
});

gallery('the brand switch applies the other brand', () => {
  render(<Gallery initialBrand="dark" />);
  assert.is(document.documentElement.style.getPropertyValue('--brand'), darkBrand.colors.brand);
  fire($('[aria-label="Brand"] button:last-child'), 'click');
  assert.is(document.documentElement.style.getPropertyValue('--brand'), lightBrand.colors.brand);
  assert.is($('[aria-label="Brand"] button:last-child').getAttribute('aria-pressed'), 'true');
});

gallery('the direction switch sets dir', () => {
  render(<Gallery initialDir="ltr" />);
  fire($('[aria-label="Direction"] button:last-child'), 'click');
  assert.is($('.gallery').getAttribute('dir'), 'rtl');
});

for (const brand of ['dark', 'light'] as const) {
  gallery(`axe finds no violations (${brand} brand)`, async () => {
    render(<Gallery initialBrand={brand} />);
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const found = result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
    assert.equal(found, []);
  });
}

gallery.run();
