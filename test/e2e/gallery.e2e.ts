// The component gallery in both brands at 375x812: no accessibility violations, screenshots written to
// test-results/gallery-*.png for people to review.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { useApp } from './fixture.ts';
import { axeViolations } from './axe.ts';

const s = suite('gallery');
const app = useApp(s);
s.before(async () => {
  mkdirSync('test-results', { recursive: true });
});

for (const brand of ['dark', 'light'] as const) {
  s(`${brand} brand: every section renders, axe finds nothing serious`, async () => {
    const { page, errors } = await app.page();
    await page.setBypassCSP(true);
    await page.goto(`${app.url}/gallery?brand=${brand}`, { waitUntil: 'networkidle0' });
    const sections = await page.$$eval('section h2', (hs) => hs.map((h) => h.textContent));
    assert.ok(sections.length >= 10, `sections: ${sections.join(', ')}`);
    assert.equal(await axeViolations(page), []);
    await page.screenshot({ path: `test-results/gallery-${brand}.png`, fullPage: true });
    assert.equal(errors, []);
    await page.close();
  });
}

s.run();
