// `npm run dev`: rebuilds on every change (development build, with the staff problems banner) and
// serves it with the sandbox, like `npm start`. Reload the page to see a change. The server reads dist/ from
// disk on every request (LIVE_DIST=1) and answers 503 until the first build is there, so it starts with the build.
// The generator runs first, to its end: the server's modules import what it writes (generated/verified.ts), which a
// fresh clone does not have yet. Tested from a clean copy of the repository by test/e2e/dev.e2e.ts.
import { execFileSync, spawn } from 'node:child_process';

execFileSync(process.execPath, ['scripts/gen.mjs'], { stdio: 'inherit' });
// --no-gen: generated/ is written already, and writing it again would race the server's imports of it.
const build = spawn(process.execPath, ['build.mjs', '--watch', '--no-gen'], { stdio: 'inherit' });
const server = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, SKIP_BUILD: '1', LIVE_DIST: '1' },
});
const stop = () => {
  build.kill();
  server.kill();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
build.on('exit', stop);
server.on('exit', stop);
