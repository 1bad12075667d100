// `npm start`: builds when dist/ is missing or stale, then serves the app and the platform API.
// HOST and PORT choose where (default 127.0.0.1:8080); SANDBOX=0 and API_PROXY choose the API.
import { execFileSync } from 'node:child_process';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppServer } from './app.ts';
import { apiFromEnv } from './api.ts';
import { distIsStale } from './stale.ts';
import { printSignInLink, studioFromEnv } from './studio.ts';
import { swSwitchFromEnv } from './install.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);

if (process.env.SKIP_BUILD !== '1' && distIsStale(root)) {
  console.log('[start] dist/ is missing or stale: building');
  execFileSync(process.execPath, ['build.mjs'], { cwd: root, stdio: 'inherit' });
}
const api = await apiFromEnv(process.env, process.env.SANDBOX_STATE);
const server = createAppServer({ root, distDir: process.env.DIST_DIR || undefined, api: api.handler, studio: studioFromEnv(process.env, host, root), staffTools: process.env.STUDIO !== '0', sw: swSwitchFromEnv(process.env) });
server.listen(port, host, () => {
  console.log(`[start] serving http://${host}:${port}/m/home with ${api.describe}`);
  printSignInLink(`http://${host}:${port}`);
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => server.close(() => process.exit(0)));
