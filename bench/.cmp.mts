import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '/work/main/server/app.ts';
import { apiFromEnv } from '/work/main/server/api.ts';
import { lighthouseMedians } from '/work/main/bench/lighthouse.ts';
const roots = (process.env.ROOTS ?? '/work/wt-base,/work/main').split(',');
const route = process.env.ROUTE ?? '/m/home';
const urls: Record<string, string> = {};
for (const root of roots) {
  const api = await apiFromEnv({}, join(mkdtempSync(join(tmpdir(), 'cmp-')), 'state.json'));
  const server = createAppServer({ root, distDir: join(root, 'dist'), api: api.handler, ssr: true });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  urls[root] = `http://127.0.0.1:${(server.address() as AddressInfo).port}${route}`;
}
const res = await lighthouseMedians(urls, Number(process.env.RUNS ?? 5));
for (const [name, m] of Object.entries(res)) {
  console.log(`${name}: perf ${m.performance} LCP ${m.lcpMs} TBT ${m.tbtMs} CLS ${m.cls} script ${(m.scriptBytes / 1024).toFixed(1)} KB`);
  console.log('   TBT runs', m.runs.map((r) => r.tbtMs).join(', '), '| script runs', m.runs.map((r) => (r.scriptBytes / 1024).toFixed(1)).join(', '));
}
process.exit(0);
