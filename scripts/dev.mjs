// `npm run dev`: rebuilds on every change (development build, with the staff problems banner) and
// serves it with the sandbox, like `npm start`. Reload the page to see a change. The server reads dist/ from
// disk on every request (LIVE_DIST=1) and answers 503 until the first build is there, so it can start at once.
import { spawn } from 'node:child_process';

const build = spawn(process.execPath, ['build.mjs', '--watch'], { stdio: 'inherit' });
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
