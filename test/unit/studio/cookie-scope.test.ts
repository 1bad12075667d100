// The studio's session cookie is Path=/ (the __Host- prefix requires it), so a staff member's browser sends it
// with every request, the app's platform calls too; the API proxy forwards cookies to the platform. The server
// takes the studio's cookie out first: the platform never sees a studio session, and gets its own cookies.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../../../server/app.ts';
import { createStudio } from '../../../server/studio/index.ts';
import { createProxy } from '../../../sandbox/proxy.ts';
import { signInOnce } from './fixture.ts';
import { tempDir } from '../../helpers/temp.ts';

const listen = async (server: import('node:http').Server) => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

test('a platform call from a signed-in browser reaches the platform without the studio cookie', async () => {
  const seen: IncomingHttpHeaders[] = [];
  const platform = createServer((req, res) => {
    seen.push(req.headers);
    res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"success":true,"value":{}}');
  });
  const tmp = tempDir('cookie-');
  const studio = createStudio({ root: tmp, links: true });
  const app = createAppServer({
    root: process.cwd(),
    screensDir: `${process.cwd()}/screens`,
    studio,
    api: createProxy(await listen(platform)),
  });
  try {
    const url = await listen(app);
    const session = await signInOnce(url, studio);
    const res = await fetch(`${url}/wps/system/siteConfig`, { headers: { Cookie: `theirs=1; ${session}; SHELL_deviceId=abc` } });
    assert.is(res.status, 200);
    assert.is(seen.length, 1);
    assert.is(seen[0]!.cookie, 'theirs=1; SHELL_deviceId=abc');
    await fetch(`${url}/wps/system/siteConfig`, { headers: { Cookie: session.replace('studio-session', '__Host-studio-session') } });
    assert.is(seen[1]!.cookie, undefined, 'nothing left to send');
  } finally {
    studio.close();
    app.closeAllConnections();
    platform.closeAllConnections();
    await Promise.all([new Promise((d) => app.close(d)), new Promise((d) => platform.close(d))]);
  }
});

test.run();
