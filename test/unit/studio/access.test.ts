// Who may use the studio, against the real server with raw requests: what a reverse proxy sends (Host:
// 127.0.0.1 from loopback) is refused without a session; a one-time link works once; wrong guesses are
// counted and locked out (measured in attempts, on a fake clock); cookie flags; per-user sign-in.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { removeTemp, tempDir } from '../../helpers/temp.ts';
import { join } from 'node:path';
import { rawRequest, startStudioServer, signInOnce, type StudioServer } from './fixture.ts';
import { tokenCredentials, userCredentials, parseUsers } from '../../../server/studio/users.ts';
import { hashSecret } from '../../../server/studio/secrets.ts';

const TOKEN = 'k7Qm2-vX9pL4_sR8tY3wZ6bN1cF5hJ0d';
const form =
  (body: string, extra = '') =>
  (port: number) =>
    `POST /studio/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}Connection: close\r\n\r\n${body}`;
const getAs = (path: string, port: number, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${extra}Connection: close\r\n\r\n`;

const proxy = suite('studio access: what a reverse proxy sends');
let server: StudioServer;
proxy.before(async () => {
  server = await startStudioServer();
});
proxy.after(() => server.close());

proxy('Host: 127.0.0.1 from loopback, without a session, reads and saves nothing', async () => {
  const home = readFileSync(join(server.screensDir, 'home.json'), 'utf8');
  const meta = await rawRequest(server.port, getAs('/studio/api/meta', server.port));
  assert.is(meta.status, 401, meta.body.slice(0, 120));
  assert.match(meta.body, /Sign in/);
  const page = await rawRequest(server.port, getAs('/studio', server.port));
  assert.is(page.status, 401);
  assert.match(page.body, /one-time sign-in link/);
  const body = JSON.stringify({ file: 'home.json', source: home.replace('"title": "home"', '"title": "login"') });
  const save = await rawRequest(
    server.port,
    `POST /studio/api/save HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nX-Studio: 1\r\nX-Forwarded-For: 203.0.113.9\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
  assert.is(save.status, 401);
  assert.is(readFileSync(join(server.screensDir, 'home.json'), 'utf8'), home);
});

proxy('a made-up or stale session cookie is refused; the signed-in one works', async () => {
  for (const cookie of [`studio-session=${'A'.repeat(43)}`, 'studio-token=anything', 'studio-session=']) {
    assert.is((await rawRequest(server.port, getAs('/studio/api/meta', server.port, `Cookie: ${cookie}\r\n`))).status, 401, cookie);
  }
  assert.is((await rawRequest(server.port, getAs('/studio/api/meta', server.port, `Cookie: ${server.cookie}\r\n`))).status, 200);
});

proxy('a one-time link asks for a name, then signs in once as that person; the next link is a new one', async () => {
  const link = server.studio.linkPath()!;
  const once = new URL(link, server.url).searchParams.get('once')!;
  const looked = await rawRequest(server.port, getAs(link, server.port));
  assert.is(looked.status, 200, 'looking at the link spends nothing');
  assert.not.ok(looked.headers['set-cookie']);
  assert.match(looked.body, /<label for="name">Your name<\/label>/);
  const nameless = await rawRequest(server.port, form(`once=${once}&name=`)(server.port));
  assert.is(nameless.status, 422);
  assert.match(nameless.body, /Type your name/);
  const first = await rawRequest(server.port, form(`once=${once}&name=Ana+Lima`)(server.port));
  assert.is(first.status, 303);
  assert.is(first.headers.location, '/studio');
  const cookie = /^studio-session=[\w-]{43}/.exec(first.headers['set-cookie'] ?? '')?.[0];
  assert.ok(cookie, first.headers['set-cookie']);
  const meta = await rawRequest(server.port, getAs('/studio/api/meta', server.port, `Cookie: ${cookie}\r\n`));
  assert.is(meta.status, 200);
  assert.match(meta.body, /"user":"Ana Lima","role":"publisher"/);
  const again = await rawRequest(server.port, form(`once=${once}&name=Ana`)(server.port));
  assert.is(again.status, 401);
  assert.not.ok(again.headers['set-cookie']);
  assert.is.not(server.studio.linkPath(), link);
  assert.ok(await signInOnce(server.url, server.studio));
});

proxy('signing out ends the session on the server', async () => {
  const cookie = await signInOnce(server.url, server.studio);
  const out = await rawRequest(
    server.port,
    `POST /studio/logout HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nCookie: ${cookie}\r\nX-Studio: 1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
  );
  assert.match(out.headers['set-cookie'] ?? '', /^studio-session=; .*Max-Age=0/);
  assert.is((await rawRequest(server.port, getAs('/studio/api/meta', server.port, `Cookie: ${cookie}\r\n`))).status, 401);
});

proxy.run();

const guesses = suite('studio access: wrong guesses slow down');
let clock = 0;
const now = () => clock;
const token = (t: string, who = 'alice') => `name=${who}&token=${t}`;
guesses.before(async () => {
  server = await startStudioServer({ access: { credentials: tokenCredentials(TOKEN), now, trustProxy: true } });
});
guesses.after(() => server.close());

guesses('one client: 5 guesses are checked, then each needs a longer wait; a right token waits too', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) statuses.push((await rawRequest(server.port, form(token(`guess${i}`))(server.port))).status);
  assert.is(statuses.filter((s) => s === 401).length, 5, statuses.join(' '));
  assert.is(statuses.filter((s) => s === 429).length, 35);
  const locked = await rawRequest(server.port, form(token(TOKEN))(server.port));
  assert.is(locked.status, 429, 'the right token is not even checked while this address is locked');
  assert.is(locked.headers['retry-after'], '1');
  clock += 1000;
  assert.is((await rawRequest(server.port, form(token('wrong'))(server.port))).status, 401, 'one more guess after the wait');
  assert.is((await rawRequest(server.port, form(token(TOKEN))(server.port))).headers['retry-after'], '2', 'the wait doubles');
  clock += 2000;
  const right = await rawRequest(server.port, form(token(TOKEN))(server.port));
  assert.is(right.status, 303);
  assert.is((await rawRequest(server.port, form(token('wrong'))(server.port))).status, 401, 'a right token clears the client');
});

guesses('guesses sent in parallel are counted before they are checked', async () => {
  clock += 3600_000 * 25;
  const extra = 'X-Forwarded-For: 198.51.100.7\r\n';
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, i) => rawRequest(server.port, form(token(`p${i}`), extra)(server.port))),
  );
  assert.is(answers.filter((a) => a.status === 401).length, 5);
});

guesses("a stranger's 50 wrong guesses, from one address or from many, do not stop staff signing in from another", async () => {
  clock += 3600_000 * 25;
  const from = (address: string) => `X-Forwarded-For: ${address}\r\n`;
  for (let i = 0; i < 50; i++) await rawRequest(server.port, form(token(`s${i}`), from('203.0.113.66'))(server.port));
  const staff = await rawRequest(server.port, form(token(TOKEN, 'bea'), from('198.51.100.20'))(server.port));
  assert.is(staff.status, 303, 'one address guessing locks only itself');
  clock += 3600_000 * 25;
  for (let i = 0; i < 60; i++) await rawRequest(server.port, form(token(`m${i}`), from(`192.0.2.${i}`))(server.port));
  const afterMany = await rawRequest(server.port, form(token(TOKEN, 'bea'), from('198.51.100.21'))(server.port));
  assert.is(afterMany.status, 303, 'many addresses together: a right token from a quiet address is still checked');
  const again = await rawRequest(server.port, form(token('m-again'), from('192.0.2.1'))(server.port));
  assert.is(again.status, 429, 'while everyone is under attack, an address that guessed wrong waits');
  assert.ok(Number(again.headers['retry-after']) >= 1);
  const fresh = await rawRequest(server.port, form(token('one-wrong'), from('198.51.100.22'))(server.port));
  assert.is(fresh.status, 401, 'a first guess from a quiet address is checked (and is wrong)');
  assert.is((await rawRequest(server.port, form(token(TOKEN), from('198.51.100.22'))(server.port))).status, 429, 'then it waits too');
});

guesses('cookies: __Host- over https from a trusted proxy (Secure, Path=/, no Domain), a random id (not the token)', async () => {
  clock += 3600_000 * 25;
  const plain = (await rawRequest(server.port, form(token(TOKEN))(server.port))).headers['set-cookie']!;
  assert.match(plain, /^studio-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=43200$/);
  assert.not.ok(plain.includes(TOKEN));
  const https = (await rawRequest(server.port, form(token(TOKEN), 'X-Forwarded-Proto: https\r\n')(server.port))).headers['set-cookie']!;
  assert.match(https, /^__Host-studio-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200$/);
  assert.not.match(https, /Domain/i);
  const id = /^__Host-studio-session=[\w-]{43}/.exec(https)![0];
  const over = (extra: string) => rawRequest(server.port, getAs('/studio/api/meta', server.port, extra));
  assert.is((await over(`Cookie: ${id}\r\nX-Forwarded-Proto: https\r\n`)).status, 200);
  const plainId = /^studio-session=[\w-]{43}/.exec(plain)![0];
  assert.is(
    (await over(`Cookie: ${plainId}\r\nX-Forwarded-Proto: https\r\n`)).status,
    401,
    'over https the plain cookie (settable over http) is not read',
  );
  const crossSite = await rawRequest(server.port, form(token(TOKEN), 'Sec-Fetch-Site: cross-site\r\n')(server.port));
  assert.is(crossSite.status, 403);
});

guesses.run();

const untrusted = suite('studio access: X-Forwarded-* ignored unless trusted');
untrusted.before(async () => {
  server = await startStudioServer({ access: { credentials: tokenCredentials(TOKEN), now } });
});
untrusted.after(() => server.close());

untrusted('no Secure flag from a forged X-Forwarded-Proto; a forged X-Forwarded-For does not reset the count', async () => {
  const cookie = (await rawRequest(server.port, form(`name=alice&token=${TOKEN}`, 'X-Forwarded-Proto: https\r\n')(server.port))).headers[
    'set-cookie'
  ]!;
  assert.match(cookie, /^studio-session=/);
  assert.not.match(cookie, /Secure/);
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++)
    statuses.push((await rawRequest(server.port, form(`name=alice&token=x${i}`, `X-Forwarded-For: 10.0.0.${i}\r\n`)(server.port))).status);
  assert.is(statuses.filter((s) => s === 401).length, 5);
  const page = await rawRequest(server.port, getAs('/studio', server.port));
  assert.match(page.body, /<label for="token">Studio token<\/label>/);
  assert.not.match(page.body, /one-time/);
});

untrusted.run();

const tls = suite('studio access: over TLS');
tls('a session cookie set over TLS is __Host-studio-session, Secure, Path=/ (no proxy needed)', async () => {
  server = await startStudioServer({ access: { credentials: tokenCredentials(TOKEN) } });
  const dir = tempDir('tls-');
  const { execFileSync } = await import('node:child_process');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const { createServer, connect } = await import('node:tls');
  // TLS ends here and the decrypted socket goes to the studio's own HTTP server, as an https server would hand it.
  const front = createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (socket) =>
    server.server.emit('connection', socket),
  );
  await new Promise<void>((done) => front.listen(0, '127.0.0.1', done));
  try {
    const port = (front.address() as { port: number }).port;
    const body = `name=alice&token=${TOKEN}`;
    const answer = await new Promise<string>((done, fail) => {
      const chunks: Buffer[] = [];
      const socket = connect({ port, host: '127.0.0.1', rejectUnauthorized: false }, () => socket.write(form(body)(port)));
      socket
        .on('data', (c) => chunks.push(c))
        .on('end', () => done(Buffer.concat(chunks).toString('latin1')))
        .on('error', fail);
    });
    assert.match(answer, /^HTTP\/1\.1 303/);
    assert.match(answer, /\r\nSet-Cookie: __Host-studio-session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict; Secure; Max-Age=43200\r\n/i);
  } finally {
    front.close();
    await server.close();
    removeTemp(dir);
  }
});
tls.run();

const people = suite('studio access: users from a STUDIO_USERS file');
people.before(async () => {
  const users = parseUsers(
    `# studio staff\nalice ${await hashSecret('correct horse battery')}\nbob ${await hashSecret('another-Long-pass-42')}\n`,
  );
  server = await startStudioServer({ access: { credentials: userCredentials(users) } });
});
people.after(() => server.close());

people("a name and its own password sign in; another user's password or an unknown name do not", async () => {
  const page = await rawRequest(server.port, getAs('/studio', server.port));
  assert.match(page.body, /<label for="name">Name<\/label>/);
  assert.is((await rawRequest(server.port, form('name=alice&token=another-Long-pass-42')(server.port))).status, 401);
  const nobody = await rawRequest(server.port, form('name=carol&token=correct+horse+battery')(server.port));
  assert.is(nobody.status, 401);
  assert.match(nobody.body, /value="carol"/, 'the name typed is kept');
  assert.is((await rawRequest(server.port, form('name=alice&token=correct+horse+battery')(server.port))).status, 303);
  assert.is(
    (await rawRequest(server.port, getAs(server.studio.linkPath() ?? '/studio/login?once=x', server.port))).status,
    404,
    'no one-time links beside configured users',
  );
});

people.run();
