// The studio's own figures, on the file store: how long a label publish and a screen publish take to answer,
// through the real server and API (a one-time link signs in). Alone: `npx tsx bench/studio.ts` (STUDIO_RUNS, default 9).
// Prints one JSON line per measure: the median and every run, in ms.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { post, startStudioServer } from '../test/unit/studio/fixture.ts';

const runs = Number(process.env.STUDIO_RUNS ?? 9);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(task: () => Promise<{ status: number; body: unknown }>): Promise<number> {
  const t = performance.now();
  const answer = await task();
  const ms = performance.now() - t;
  if (answer.status !== 200) throw new Error(`the call answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return Math.round(ms);
}

const server = await startStudioServer();
try {
  const label: number[] = [];
  const screen: number[] = [];
  const home = readFileSync(join(server.screensDir, 'home.json'), 'utf8');
  // Round 0 warms up (the first check compiles the schemas, as the studio's first live check does): not counted.
  for (let i = 0; i <= runs; i++) {
    const labels = `${JSON.stringify({ footer_home: `Start ${i}` }, null, 2)}\n`;
    const l = await timed(() => post(server, '/studio/api/save', { kind: 'labels', file: 'en.json', source: labels, message: `run ${i}` }));
    const source = home.replace(/\n$/, `${' '.repeat(i + 1)}\n`);
    const s = await timed(() => post(server, '/studio/api/save', { file: 'home.json', source, message: `run ${i}` }));
    if (i === 0) continue;
    label.push(l);
    screen.push(s);
  }
  console.log(JSON.stringify({ measure: 'label publish (save and publish en.json)', medianMs: median(label), runsMs: label }));
  console.log(JSON.stringify({ measure: 'screen publish (save and publish home.json)', medianMs: median(screen), runsMs: screen }));
} finally {
  await server.close();
}
