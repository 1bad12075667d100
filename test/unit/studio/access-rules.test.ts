// The studio's access decisions one function at a time: token strength, constant-time comparison,
// scrypt hashes and the users file, the throttle on a fake clock, client keys and https detection, and
// studioFromEnv refusing a weak or unreadable credential with a console message.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { IncomingMessage } from 'node:http';
import { PASSWORD_RULE, hashSecret, newToken, parseHash, sameSecret, verifySecret, weakness } from '../../../server/studio/secrets.ts';
import { credentialsFromEnv, parseUsers, tokenCredentials } from '../../../server/studio/users.ts';
import { createThrottle } from '../../../server/studio/throttle.ts';
import { clientKey, createSessions, sessionCookie } from '../../../server/studio/sessions.ts';
import { isHttps } from '../../../server/headers.ts';
import { studioFromEnv } from '../../../server/studio/index.ts';

const strength = suite('weakness');
strength('refuses short, repetitive and predictable tokens; accepts random ones', () => {
  for (const weak of ['a', 'secret', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'abababababababababababab', 'abcdefghijklmnopqrst'])
    assert.ok(weakness(weak), weak);
  for (const strong of [newToken(), 'k7Qm2-vX9pL4_sR8tY3wZ6bN1cF5hJ0d', 'correct horse battery staple now'])
    assert.is(weakness(strong), null, strong);
  assert.is(weakness('correct horse battery', PASSWORD_RULE), null);
  assert.ok(weakness('Passw0rd1', PASSWORD_RULE));
});
strength('tokenCredentials throws for a weak STUDIO_TOKEN, naming the fix', () => {
  assert.throws(() => tokenCredentials('a'), /STUDIO_TOKEN is too weak: it has 1 character;.*openssl rand/);
});
strength.run();

const secrets = suite('sameSecret, hashSecret, verifySecret');
secrets('compares exactly, refusing empty or non-string input', () => {
  assert.ok(sameSecret('abc', 'abc'));
  assert.not.ok(sameSecret('abd', 'abc'));
  assert.not.ok(sameSecret('', ''));
  assert.not.ok(sameSecret(undefined, 'abc'));
  assert.not.ok(sameSecret(['abc'], 'abc'));
});
secrets('an scrypt hash verifies its own secret only; cheap or malformed hashes are refused', async () => {
  const hash = await hashSecret('correct horse battery');
  assert.match(hash, /^scrypt\$32768\$8\$1\$/);
  assert.ok(await verifySecret('correct horse battery', parseHash(hash)));
  assert.not.ok(await verifySecret('correct horse batterx', parseHash(hash)));
  assert.match(parseHash(hash.replace('$32768$', '$1024$')) as string, /cost is too low/);
  assert.match(parseHash('plain-text-password') as string, /not an scrypt/);
});
secrets.run();

const users = suite('parseUsers, credentialsFromEnv');
users('names the line of anything it cannot use', async () => {
  const hash = await hashSecret('correct horse battery');
  assert.is(parseUsers(`# staff\n\nalice ${hash}\n`).size, 1);
  assert.throws(() => parseUsers(`alice ${hash}\nalice ${hash}`), /line 2: alice is listed twice/);
  assert.throws(() => parseUsers('bob hunter2'), /line 1: the hash for bob is not an scrypt/);
  assert.throws(() => parseUsers('# nobody'), /lists nobody/);
});
users('STUDIO_USERS wins over STUDIO_TOKEN; neither is "none"; an unreadable file is an error', () => {
  assert.is(credentialsFromEnv({}), 'none');
  assert.is((credentialsFromEnv({ STUDIO_TOKEN: newToken() }) as { named: boolean }).named, false);
  assert.throws(
    () => credentialsFromEnv({ STUDIO_USERS: '/nonexistent/users', STUDIO_TOKEN: newToken() }),
    /STUDIO_USERS: cannot read \/nonexistent\/users/,
  );
  assert.throws(() => credentialsFromEnv({ STUDIO_TOKEN: '' }), /too weak/);
});
users.run();

const throttle = suite('createThrottle');
throttle('free guesses, then doubling waits up to the cap; a quiet spell forgets', () => {
  let t = 0;
  const th = createThrottle({ free: 3, baseMs: 1000, maxMs: 5000, forgetAfterMs: 60_000, now: () => t });
  th.fail('a');
  th.fail('a');
  assert.is(th.wait('a'), 0);
  th.fail('a');
  assert.is(th.wait('a'), 1000);
  assert.is(th.wait('b'), 0, 'another key is not affected');
  t += 1000;
  th.fail('a');
  assert.is(th.wait('a'), 2000);
  t += 2000;
  th.fail('a');
  t += 4000;
  th.fail('a');
  assert.is(th.wait('a'), 5000, 'capped');
  t += 5000 + 60_001;
  assert.is(th.wait('a'), 0);
  th.fail('a');
  assert.is(th.wait('a'), 0, 'forgotten: free guesses again');
});
throttle('succeed forgets a key; pardon takes back one failure; old keys go beyond maxKeys', () => {
  const th = createThrottle({ free: 1, baseMs: 1000, maxMs: 5000, forgetAfterMs: 60_000, maxKeys: 2, now: () => 0 });
  th.fail('a');
  assert.is(th.wait('a'), 1000);
  th.pardon('a');
  assert.is(th.wait('a'), 0);
  th.fail('a');
  th.succeed('a');
  assert.is(th.wait('a'), 0);
  th.fail('x');
  th.fail('y');
  th.fail('z');
  assert.is(th.wait('x'), 0, 'x was evicted');
  assert.is(th.wait('z'), 1000);
});
throttle.run();

const req = (headers: Record<string, string>, remoteAddress = '127.0.0.1', encrypted = false) =>
  ({ headers, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;
const requests = suite('clientKey, isHttps, sessions');
requests('X-Forwarded-* count only from a trusted proxy; IPv6 by /64', () => {
  assert.is(clientKey(req({ 'x-forwarded-for': '203.0.113.1' }), false), '127.0.0.1');
  assert.is(clientKey(req({ 'x-forwarded-for': 'forged, 203.0.113.1' }), true), '203.0.113.1');
  assert.is(clientKey(req({}, '2001:db8:1:2:3:4:5:6'), false), '2001:db8:1:2');
  assert.is(clientKey(req({}, '::ffff:10.1.2.3'), false), '10.1.2.3');
  assert.not.ok(isHttps(req({ 'x-forwarded-proto': 'https' }), false));
  assert.ok(isHttps(req({ 'x-forwarded-proto': 'https' }), true));
  assert.ok(isHttps(req({}, '1.2.3.4', true), false));
  assert.match(sessionCookie('x', true), /^__Host-studio-session=x; Path=\/; HttpOnly; SameSite=Strict; Secure/);
  assert.match(sessionCookie('x', false), /^studio-session=x; Path=\/; HttpOnly; SameSite=Strict; Max/);
});
requests('sessions end after 12 hours, or when ended', () => {
  let t = 0;
  const s = createSessions({ now: () => t });
  const alice = { name: 'alice', role: 'author' as const };
  const id = s.create(alice);
  assert.equal(s.user(id), alice);
  assert.is(s.user('nonsense'), undefined);
  t += 12 * 3600_000 + 1;
  assert.is(s.user(id), undefined);
  const other = s.create({ name: 'bob', role: 'publisher' });
  assert.equal(s.end(other), { name: 'bob', role: 'publisher' });
  assert.is(s.user(other), undefined);
});
requests.run();

const env = suite('studioFromEnv');
env('a weak token turns the studio off with a console message; no credentials means one-time links', () => {
  const logged: string[] = [];
  const error = console.error;
  console.error = (...args: unknown[]) => {
    logged.push(args.join(' '));
  };
  try {
    assert.is(studioFromEnv({ STUDIO_TOKEN: 'a' }, '0.0.0.0', '.'), undefined);
    assert.is(studioFromEnv({ STUDIO_LINK: '0' }, '127.0.0.1', '.'), undefined);
  } finally {
    console.error = error;
  }
  assert.match(logged[0]!, /\[studio\] the studio is off: STUDIO_TOKEN is too weak/);
  assert.match(logged[1]!, /STUDIO_LINK=0/);
  assert.match(studioFromEnv({}, '127.0.0.1', '.')!.linkPath()!, /^\/studio\/login\?once=[\w-]{32}$/);
  assert.is(studioFromEnv({ STUDIO_TOKEN: newToken() }, '127.0.0.1', '.')!.linkPath(), undefined);
  assert.ok(studioFromEnv({ STUDIO_TOKEN: newToken(), STUDIO_LINK: '1' }, '127.0.0.1', '.')!.linkPath());
});
env.run();
