// Scratch: one Lighthouse run per page, printing its long tasks and script boot-up (not part of the bench).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumPath, startServer } from '../test/e2e/harness.ts';
const app = await startServer(process.env);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
for (const route of process.argv.slice(2)) {
  const r = await lighthouse(app.url + route, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  const a = r!.lhr.audits;
  console.log(
    `\n## ${route}: perf ${r!.lhr.categories.performance!.score} TBT ${a['total-blocking-time']!.numericValue} LCP ${a['largest-contentful-paint']!.numericValue} TTI ${a['interactive']?.numericValue}`,
  );
  for (const t of ((a['long-tasks']?.details as any)?.items ?? []).slice(0, 20))
    console.log(`  long task at ${Math.round(t.startTime)} ${Math.round(t.duration)} ms ${t.url ?? ''}`);
  for (const t of ((a['bootup-time']?.details as any)?.items ?? []).slice(0, 8))
    console.log(
      `  bootup ${t.url} total ${Math.round(t.total)} script ${Math.round(t.scripting)} parse ${Math.round(t.scriptParseCompile)}`,
    );
  for (const t of (a['mainthread-work-breakdown']?.details as any)?.items ?? []) console.log(`  ${t.group} ${Math.round(t.duration)}`);
}
await chrome.kill();
await app.close();
process.exit(0);
