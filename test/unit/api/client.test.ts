// engine/api/client.ts + calls.ts against the sandbox and a scripted server: headers, typed errors, retries,
// sealed login, caching, the unread-count throttle and the dev-build schema check.
import './setup.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient, request } from '../../../engine/api/client.ts';
import { call } from '../../../engine/api/calls.ts';
import { loadSiteConfig } from '../../../engine/api/startup.ts';
import {
  MaintenanceError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  TimeoutError,
  UnreachableError,
  ValidationError,
} from '../../../engine/api/errors/index.ts';
import { session, signIn, signOut } from '../../../engine/session/store.ts';
import { freeplayTokenOf, loginTokenOf, memberOf, sessionInfoOf } from '../../../engine/api/readers/session.ts';
import { balanceOf } from '../../../engine/api/readers/wallet.ts';
import { type Harness, control, startHarness } from '../../sandbox/helpers.ts';

type Script = (req: IncomingMessage, res: ServerResponse) => void;
async function scripted(script: Script) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => {
    seen.push(req);
    script(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}
const reply = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const ok = (value: unknown) => ({ success: true, value, errorCode: null, message: null });
// biome-ignore lint/complexity/noBannedTypes: uvu's assert.instance takes any constructor, typed Function
const rejects = async (p: Promise<unknown>, type: Function) => {
  try {
    await p;
  } catch (e) {
    assert.instance(e, type);
    return e as any;
  }
  assert.unreachable('expected a rejection');
};

let h: Harness;
const sandboxed = suite('against the sandbox');
sandboxed.before(async () => {
  h = await startHarness();
  configureClient({ baseUrl: h.base, timeoutMs: 5000, merchant: 'DEMO' });
});
sandboxed.before.each(async () => {
  await h.sandbox.reset();
  signOut();
  configureClient({ baseUrl: h.base });
});
/** Signs in as the app does: the login's token, then member info asked with it, then the session. */
async function signInAs(username: string) {
  const sign = loginTokenOf(await call('login', { type: 'username', username, password: 'Passw0rd1' }));
  assert.is(session.info, null, 'nothing stored before member info');
  const member = memberOf(await call('memberInfo', undefined, { token: sign.token }));
  signIn(sessionInfoOf(sign, member, 'DEMO'));
}
sandboxed('encrypted login gives the token; member info asked with it gives the name and type; member calls carry the token', async () => {
  await loadSiteConfig();
  configureClient({ baseUrl: h.base });
  await signInAs('player01');
  assert.equal(session.info, { token: session.info!.token, merchantCode: 'DEMO', userName: 'player01', type: 0, firstTimeLogin: false });
  assert.is(memberOf(await call('memberInfo', undefined)).account, 'player01');
  assert.is(balanceOf(await call('wallet', undefined)), 1523.75);
});
sandboxed("free play's token comes beside success (quirk 11) and reaches the value; member info says trial", async () => {
  await loadSiteConfig();
  configureClient({ baseUrl: h.base });
  const raw = (await (
    await h.fetch('/wps/session/login/freeplay', { method: 'POST', headers: { Merchant: 'DEMO', ModuleId: 'FREEPLAY3' } })
  ).json()) as {
    token?: string;
    value: Record<string, unknown>;
  };
  assert.type(raw.token, 'string', 'the sandbox answers the token beside success');
  assert.not.ok('token' in raw.value);
  const sign = freeplayTokenOf(await call('loginFreeplay', undefined));
  const member = memberOf(await call('memberInfo', undefined, { token: sign.token }));
  assert.equal(sessionInfoOf(sign, member, 'DEMO'), { token: sign.token, merchantCode: 'DEMO_TRIAL', userName: member.account, type: 4 });
});
sandboxed('a failed login is a ServerError carrying the captcha requirement', async () => {
  await loadSiteConfig();
  configureClient({ baseUrl: h.base });
  const e = await rejects(call('login', { type: 'username', username: 'player01', password: 'bad' }), ServerError);
  assert.equal([e.errorCode, e.value], ['login.failed', { captcha: true }]);
});
sandboxed('typed errors: session expired, validation, maintenance, 503 on a POST', async () => {
  signIn({ token: 'stale', merchantCode: 'DEMO', userName: 'x', type: 0 });
  await rejects(call('wallet', undefined), SessionExpiredError);
  signOut();
  signOut();
  const v = await rejects(call('smsNoLogin', { mobileNum: 'abc' }), ValidationError);
  assert.is(v.fields.mobileNum, 'mobile_number_not_valid');
  await control(h, 'config', { maintenance: true });
  const m = await rejects(call('hotGames', {}), MaintenanceError);
  assert.is(m.labelKey, 'system_upgrading');
  await control(h, 'config', { maintenance: false });
  const s = await rejects(call('addFavourite', { nodeId: 1, vendor: 'x' }), SessionExpiredError);
  assert.is(s.labelKey, 'session_logged_out');
  await loadSiteConfig();
  configureClient({ baseUrl: h.base });
  await signInAs('player01');
  await control(h, 'config', { failRate: 1 });
  const busy = await rejects(call('addFavourite', { nodeId: 1, vendor: 'x' }), ServerError);
  assert.equal([busy.status, busy.labelKey, busy.retryable, busy.message], [503, 'platform_error', true, 'System busy']);
});
sandboxed('member info is cached and force-refreshable', async () => {
  const token = await h.login('player01');
  signIn({ token, merchantCode: 'DEMO', userName: 'player01', type: 0 });
  const a = await call('memberInfo', undefined);
  await control(h, 'config', { failRate: 1 });
  assert.equal(await call('memberInfo', undefined), a, 'served from cache while the server fails');
  await control(h, 'config', { failRate: 0 });
  assert.is((await call('memberInfo', undefined, { force: true })).account, 'player01');
});
sandboxed.after(async () => {
  await h.close();
});
sandboxed.run();

const wire = suite('request on the wire');
wire('sends the platform headers, never the token in the URL', async () => {
  const s = await scripted((_req, res) => reply(res, 200, ok(1)));
  configureClient({ baseUrl: s.base, merchant: 'DEMO', language: 'TY' });
  signIn({ token: 'tok123', merchantCode: 'DEMO', userName: 'p', type: 0 });
  await request('wallet', undefined);
  const req = s.seen[0];
  assert.equal(
    [req?.headers.authorization, req?.headers.merchant, req?.headers.language, req?.headers.moduleid, req?.headers.device],
    ['tok123', 'DEMO', 'TY', 'COMM3', 'MOBILE'],
  );
  assert.is(req?.headersDistinct.merchant?.length, 1, 'Merchant exactly once');
  assert.not.match(req?.url ?? '', /tok123/);
  signOut();
  configureClient({ language: 'EN' });
  await s.close();
});
wire('the token goes only to calls that use it, so token-free reads can be shared', async () => {
  const s = await scripted((req, res) => reply(res, 200, ok(req.url?.includes('miniNotice') ? { contentLobby: 'x' } : 1)));
  configureClient({ baseUrl: s.base });
  signIn({ token: 'tok123', merchantCode: 'DEMO', userName: 'p', type: 0 });
  await request('miniNotice', undefined);
  await request('wallet', undefined);
  assert.equal(
    s.seen.map((r) => r.headers.authorization),
    [undefined, 'tok123'],
  );
  signOut();
  await s.close();
});
wire('offline: a failed read waits for the network and carries on; a failed change says so at once', async () => {
  const g = globalThis as unknown as Record<string, unknown>;
  const saved = {
    navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'),
    add: g.addEventListener,
    remove: g.removeEventListener,
  };
  const events = new EventTarget();
  const nav = { onLine: false };
  Object.defineProperty(globalThis, 'navigator', { value: nav, configurable: true });
  // The read is waiting once it listens for the network to come back.
  let listening = () => {};
  const waits = new Promise<void>((r) => {
    listening = r;
  });
  const listen = (type: string, fn: EventListenerOrEventListenerObject, o?: AddEventListenerOptions) => {
    events.addEventListener(type, fn, o);
    if (type === 'online') listening();
  };
  Object.assign(g, { addEventListener: listen, removeEventListener: events.removeEventListener.bind(events) });
  try {
    let up = false;
    const s = await scripted((_req, res) => (up ? reply(res, 200, ok({ contentLobby: 'x' })) : res.destroy()));
    configureClient({ baseUrl: s.base });
    let done = false;
    const read = request('miniNotice', undefined).then((v) => {
      done = true;
      return v;
    });
    const change = await rejects(request('addFavourite', { nodeId: 1, vendor: 'x' }), NetworkError);
    assert.is(change.labelKey, 'network_offline');
    await waits;
    await new Promise((r) => setImmediate(r));
    assert.not.ok(done, 'the read is still waiting for the network');
    up = true;
    nav.onLine = true;
    events.dispatchEvent(new Event('online'));
    assert.equal(await read, { contentLobby: 'x' });
    await s.close();
  } finally {
    if (saved.navigator) Object.defineProperty(globalThis, 'navigator', saved.navigator);
    else delete g.navigator;
    Object.assign(g, { addEventListener: saved.add, removeEventListener: saved.remove });
  }
});
wire('retries GETs on 503 and recovers; POSTs are not retried', async () => {
  let hits = 0;
  const s = await scripted((_req, res) =>
    ++hits < 3
      ? reply(res, 503, { success: false, value: null, errorCode: 'x', message: null })
      : reply(res, 200, ok({ contentLobby: 'x' })),
  );
  configureClient({ baseUrl: s.base });
  assert.is(await request('miniNotice', undefined).then(() => hits), 3);
  hits = 0;
  await rejects(request('addFavourite', { nodeId: 1, vendor: 'x' }), ServerError);
  assert.is(hits, 1);
  await s.close();
});
wire('timeouts and refused connections become TimeoutError and UnreachableError (online, so not "offline")', async () => {
  // A platform that never answers: the client gives up at its timeout (and its abort closes the connection).
  const s = await scripted(() => {});
  configureClient({ baseUrl: s.base, timeoutMs: 100 });
  await rejects(request('addFavourite', { nodeId: 1, vendor: 'x' }), TimeoutError);
  await s.close();
  configureClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 5000 });
  const n = await rejects(request('addFavourite', { nodeId: 1, vendor: 'x' }), UnreachableError);
  assert.is(n.labelKey, 'platform_unreachable');
});
wire('the unread count is throttled to one request per 250 ms', async () => {
  let hits = 0;
  const s = await scripted((_req, res) => {
    hits++;
    reply(res, 200, ok(3));
  });
  configureClient({ baseUrl: s.base });
  signIn({ token: 't', merchantCode: 'DEMO', userName: 'p', type: 0 });
  const [a, b] = await Promise.all([call('unreadCount', undefined), call('unreadCount', undefined)]);
  assert.equal([a, b, hits], [3, 3, 1]);
  // The throttle window passes (Date.now moved on rather than waited for).
  const now = Date.now;
  Date.now = () => now() + 260;
  try {
    await call('unreadCount', undefined);
  } finally {
    Date.now = now;
  }
  assert.is(hits, 2);
  signOut();
  await s.close();
});
wire('dev builds log schema mismatches with the path', async () => {
  const s = await scripted((_req, res) => reply(res, 200, ok({ balances: [{ accountName: 'MAIN', availBalance: 'lots' }] })));
  configureClient({ baseUrl: s.base });
  const logged: string[] = [];
  const warn = console.warn;
  console.warn = (m: string) => logged.push(m);
  await request('wallet', undefined);
  // The check is loaded on demand (a dev-only import); wait until it has logged.
  for (let i = 0; i < 400 && !logged.some((m) => m.includes('availBalance')); i++) await new Promise((r) => setTimeout(r, 5));
  console.warn = warn;
  assert.ok(
    logged.some((m) => m.includes('/wps/v2/wallets/balance') && m.includes('value/balances/0/availBalance must be number')),
    logged.join('\n'),
  );
  assert.is(session.info, null);
  await s.close();
});
wire.run();
