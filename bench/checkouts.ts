// The A/B tools' servers: each checkout's own build (`dist/`) and screens, with a fresh sandbox platform each,
// served as `npm start` serves them (server render on) on a free port of 127.0.0.1.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../server/app.ts';
import { apiFromEnv } from '../server/api.ts';

/** Serves each checkout in `roots` (absolute paths); returns their base URLs in the same order. */
export async function serveCheckouts(roots: readonly string[]): Promise<string[]> {
  const bases: string[] = [];
  for (const root of roots) {
    const api = await apiFromEnv({}, join(mkdtempSync(join(tmpdir(), 'bench-checkout-')), 'state.json'));
    const server = createAppServer({ root, distDir: join(root, 'dist'), api: api.handler, ssr: true });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    bases.push(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  }
  return bases;
}
