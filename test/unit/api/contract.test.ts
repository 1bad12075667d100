// The platform contract, entry by entry: for every call in schema/api/endpoints.json the request the client builds
// has the table's method, path and ModuleId, Merchant exactly once, Language upper-case, the raw token as
// Authorization exactly when the entry sends it, its input where the entry's encoding puts it, and an encrypted
// body exactly when the table says so, which the sandbox's key pair decrypts.
import './setup.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import endpoints from '../../../schema/api/endpoints.json' with { type: 'json' };
import { DEFAULT_PROFILE } from '../../../engine/api/platform.ts';
import { configureClient, request } from '../../../engine/api/client.ts';
import type { Endpoint } from '../../../engine/api/headers.ts';
import type { EndpointName } from '../../../engine/api/types.gen.ts';
import { signIn, signOut } from '../../../engine/session/store.ts';
import { createKeyPair, openPayload } from '../../../sandbox/crypto.ts';

interface Seen {
  req: IncomingMessage;
  body: string;
}
const seen: Seen[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => {
    body += c.toString('utf8');
  });
  req.on('end', () => {
    seen.push({ req, body });
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(req.url?.startsWith('/lgw/') ? {} : { success: true, value: null, errorCode: null, message: null }));
  });
});
const keys = createKeyPair();
const INPUT = { probe: 'probe-value-1', other: 'other-value-2' };
const list = endpoints.endpoints as Endpoint[];

const contract = suite('every endpoint entry, as the client sends it');
contract.before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    merchant: 'M123',
    language: 'vi',
    publicKey: keys.publicKey,
  });
  console.warn = () => {}; // dev-build schema warnings about the probe answers
});
contract.after(() =>
  new Promise<void>((r) => server.close(() => r())).then(() => {
    signOut();
    configureClient({ merchant: '', language: 'EN', publicKey: '' });
  }),
);

async function send(e: Endpoint, signedIn: boolean): Promise<Seen> {
  if (signedIn) signIn({ token: 'raw-token-1', merchantCode: 'M123', userName: 'p', type: 0 });
  else signOut();
  seen.length = 0;
  await request(e.name as EndpointName, (e.query || e.body ? INPUT : undefined) as never);
  assert.is(seen.length, 1, `${e.name}: one request`);
  return seen[0]!;
}

for (const e of list) {
  contract(`${e.name}: ${e.method} ${e.path}${e.modID ? ` ${e.modID}` : ''}`, async () => {
    for (const signedIn of [true, false]) {
      const { req, body } = await send(e, signedIn);
      const url = new URL(req.url ?? '', 'http://x');
      assert.is(req.method, e.method);
      assert.is(url.pathname, e.path);
      assert.equal(req.headersDistinct.merchant, ['M123'], 'Merchant exactly once');
      assert.is(req.headers.language, 'VI');
      assert.is(req.headers.moduleid, e.modID, "ModuleId is the entry's modID");
      assert.is(
        req.headers.authorization,
        signedIn && e.token ? 'raw-token-1' : undefined,
        'Authorization: the raw token, exactly when the entry sends it',
      );
      // The token never travels in a URL by default (the profile's tokenInQuery is off).
      assert.is(url.searchParams.get('token'), null, 'no token in the query');
      if (e.encrypt) {
        assert.ok(req.headers.encryption, 'Encryption header');
        const sent = openPayload(String(req.headers.encryption), body, keys) as Record<string, unknown>;
        const { loginDeviceId, ...rest } = sent;
        assert.equal(rest, e.body ? INPUT : {});
        assert.is(
          typeof loginDeviceId === 'string',
          ['login', 'register', 'registerMobile'].includes(e.name),
          'loginDeviceId on login and register',
        );
        assert.not.match(body, /probe-value/, 'the payload is not readable');
      } else if (e.encoding === 'form') {
        assert.match(String(req.headers['content-type']), /^application\/x-www-form-urlencoded/);
        assert.equal(Object.fromEntries(new URLSearchParams(body)), INPUT);
      } else if (e.body) {
        assert.match(String(req.headers['content-type']), /^application\/json/);
        assert.equal(JSON.parse(body), INPUT);
      } else {
        assert.is(body, '', 'no body');
        // The configured merchant code goes along where the platform's client sends one (merchantQuery).
        const merchant = e.merchantQuery ? { [e.merchantQuery]: 'M123' } : {};
        if (e.query) {
          url.searchParams.delete('token');
          assert.equal(Object.fromEntries(url.searchParams), { ...INPUT, ...merchant }, 'input in the query string');
        } else assert.equal(Object.fromEntries(url.searchParams), merchant, 'no query but the merchant code');
      }
      if (!e.encrypt)
        assert.is(
          req.headers.encryption === undefined,
          e.name !== 'loginFreeplay',
          'no Encryption header unless the call is encrypted (free play sends one of a random key)',
        );
    }
  });
}

contract("with the profile's tokenInQuery, the calls the table marks repeat the token in the query, and only those", async () => {
  configureClient({ profile: { ...DEFAULT_PROFILE, tokenInQuery: true } });
  try {
    for (const e of list.filter((x) => x.token && x.query && x.method === 'GET')) {
      const { req } = await send(e, true);
      const token = new URL(req.url ?? '', 'http://x').searchParams.get('token');
      assert.is(token, e.tokenQuery ? 'raw-token-1' : null, e.name);
    }
    assert.ok(
      list.some((e) => e.tokenQuery),
      'the favourites list is marked',
    );
  } finally {
    configureClient({ profile: DEFAULT_PROFILE });
  }
});

contract('the table: seven encrypted calls, two entries on each shared path, unknown calls marked as assumptions', () => {
  assert.equal(
    list
      .filter((e) => e.encrypt)
      .map((e) => e.name)
      .sort(),
    ['changePassword', 'convertPoint', 'login', 'redeemPoint', 'register', 'registerMobile', 'setPasswordByPhone'],
  );
  const on = (path: string) =>
    list
      .filter((e) => e.path === path && e.method !== 'X')
      .map((e) => e.modID)
      .sort();
  assert.equal(on('/wps/verification/sms/register'), ['MOBILENUMREG3', 'REGMOBVERF3']);
  assert.equal(on('/wps/system/setting/register'), ['COMM3', 'REG3']);
  const kinds = list.map((e) => e.contract);
  assert.ok(kinds.every((k) => k === 'platform' || k === 'assumed'));
  assert.is(kinds.indexOf('assumed'), kinds.lastIndexOf('platform') + 1, 'assumptions come after every platform call');
  assert.ok(
    list.filter((e) => e.contract === 'assumed').every((e) => !e.modID && !e.encrypt),
    'no invented module ids or encryption',
  );
});
contract.run();
