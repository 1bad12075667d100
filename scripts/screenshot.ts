// Takes phone-size (375x812) screenshots of routes for a person to look at.
// Usage: tsx scripts/screenshot.ts [--base http://127.0.0.1:8080] [--out test-results/shots] /m/home /m/mine ...
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launchBrowser, phonePage, settled } from '../test/e2e/harness.ts';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1]! : fallback;
};
const base = opt('--base', 'http://127.0.0.1:8080');
const out = opt('--out', 'test-results/shots');
const full = args.includes('--full') ? (args.splice(args.indexOf('--full'), 1), true) : false;
mkdirSync(out, { recursive: true });
const browser = await launchBrowser();
const { page, errors } = await phonePage(browser);
for (const route of args.length ? args : ['/m/home']) {
  await page.goto(base + route, { waitUntil: 'networkidle0' });
  await settled(page).catch(() => {});
  const file = join(out, `${route.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}.png`);
  await page.screenshot({ path: file, fullPage: full });
  console.log(file);
}
if (errors.length) console.log(`errors:\n${errors.join('\n')}`);
await browser.close();
