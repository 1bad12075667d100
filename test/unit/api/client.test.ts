// engine/api/client.ts + calls.ts against the sandbox and a scripted server: headers, typed errors, retries,
// sealed login, caching, the unread-count throttle and the dev-build schema check.
import './setup.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient, request } from '../../../engine/api/client.ts';
import { api, refreshMemberInfo } from '../../../engine/api/calls.ts';
import { loadSiteConfig } from '../../../engine/api/startup.ts';
import { MaintenanceError, NetworkError, ServerError, SessionExpiredError, TimeoutError, ValidationError } from '../../../engine/api/errors/index.ts';
import { infoFromLogin, session, signIn, signOut } from '../../../engine/session/store.ts';
import { type Harness, control, startHarness } from '../../sandbox/helpers.ts';

type Script = (req: IncomingMessage, res: ServerResponse) => void;
async function scripted(script: Script) {
  const seen: IncomingMessage[] = [];
  const server = createServer((req, res) => { seen.push(req); script(req, res); });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen, close: () => new Promise((r) => server.close(r)) };
}
const reply = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
};
const ok = (value: unknown) => ({ success: true, errorCode: null, message: null, data: { value } });
const rejects = async (p: Promise<unknown>, type: Function) => {
  try { await p; } catch (e) { assert.instance(e, type); return e as any; }
  assert.unreachable('expected a rejection');
};

let h: Harness;
const sandboxed = suite('against the sandbox');
sandboxed.before(async () => { h = await startHarness(); configureClient({ baseUrl: h.base, timeoutMs: 5000 }); });
sandboxed.before.each(async () => { await h.sandbox.reset(); signOut(); configureClient({ baseUrl: h.base }); });
sandboxed('sealed login, then member calls carry the token', async () => {
  await loadSiteConfig();
  configureClient({ baseUrl: h.base });
  signIn(infoFromLogin(await api.login({ type: 'username', username: 'player01', password: 'Passw0rd1' })));
  assert.is((await api.memberInfo()).userName, 'player01');
  assert.is((await api.wallet()).sumBalance, 1523.75);
});
sandboxed('a failed login is a ServerError carrying the captcha requirement', async () => {
  await loadSiteConfig();
  configureClient({ baseUrl: h.base });
  const e = await rejects(api.login({ type: 'username', username: 'player01', password: 'bad' }), ServerError);
  assert.equal([e.errorCode, e.value], ['login.failed', { captcha: true }]);
});
sandboxed('typed errors: session expired, validation, maintenance, 503 on a POST', async () => {
  signIn({ token: 'stale', merchantCode: 'DEMO', userName: 'x', type: 0 });
  await rejects(api.wallet(), SessionExpiredError);
  signOut();
  const v = await rejects(api.smsNoLogin({ mobileNum: 'abc' }), ValidationError);
  assert.is(v.fields.mobileNum, 'mobile_number_not_valid');
  await control(h, 'config', { maintenance: true });
  const m = await rejects(api.hotGames({}), MaintenanceError);
  assert.is(m.labelKey, 'system_upgrading');
  await control(h, 'config', { maintenance: false, failRate: 1 });
  const s = await rejects(api.winnerBoard({ gameCategory: 'ALL', limitNum: 20 }), ServerError);
  assert.equal([s.status, s.labelKey, s.retryable], [503, 'load_failed', true]);
});
sandboxed('member info is cached and force-refreshable', async () => {
  const token = await h.login('player01');
  signIn({ token, merchantCode: 'DEMO', userName: 'player01', type: 0 });
  const a = await api.memberInfo();
  await control(h, 'config', { failRate: 1 });
  assert.equal(await api.memberInfo(), a, 'served from cache while the server fails');
  await control(h, 'config', { failRate: 0 });
  assert.is((await refreshMemberInfo()).userName, 'player01');
});
sandboxed.after(async () => { await h.close(); });
sandboxed.run();

const wire = suite('request on the wire');
wire('sends the platform headers, never the token in the URL', async () => {
  const s = await scripted((_req, res) => reply(res, 200, ok({ sumBalance: 1 })));
  configureClient({ baseUrl: s.base, merchant: 'DEMO', language: 'TY' });
  signIn({ token: 'tok123', merchantCode: 'DEMO', userName: 'p', type: 0 });
  await request('wallet', undefined);
  const req = s.seen[0];
  assert.equal([req?.headers['x-token'], req?.headers['x-merchant'], req?.headers['x-language'], req?.headers['x-device'], req?.headers['x-gateway']], ['tok123', 'DEMO', 'TY', 'MOBILE', '3']);
  assert.not.match(req?.url ?? '', /tok123/);
  signOut();
  configureClient({ language: 'EN' });
  await s.close();
});
wire('the token goes only to calls that use it, so token-free reads can be shared', async () => {
  const s = await scripted((_req, res) => reply(res, 200, ok({ contentLobby: 'x', sumBalance: 1 })));
  configureClient({ baseUrl: s.base });
  signIn({ token: 'tok123', merchantCode: 'DEMO', userName: 'p', type: 0 });
  await request('miniNotice', undefined);
  await request('wallet', undefined);
  assert.equal(s.seen.map((r) => r.headers['x-token']), [undefined, 'tok123']);
  signOut();
  await s.close();
});
wire('offline: a failed read waits for the network and carries on; a failed change says so at once', async () => {
  const g = globalThis as unknown as Record<string, unknown>;
  const saved = { navigator: Object.getOwnPropertyDescriptor(globalThis, 'navigator'), add: g.addEventListener, remove: g.removeEventListener };
  const events = new EventTarget();
  const nav = { onLine: false };
  Object.defineProperty(globalThis, 'navigator', { value: nav, configurable: true });
  Object.assign(g, { addEventListener: events.addEventListener.bind(events), removeEventListener: events.removeEventListener.bind(events) });
  try {
    let up = false;
    const s = await scripted((_req, res) => (up ? reply(res, 200, ok({ contentLobby: 'x' })) : res.destroy()));
    configureClient({ baseUrl: s.base });
    let done = false;
    const read = request('miniNotice', undefined).then((v) => { done = true; return v; });
    const change = await rejects(request('winnerBoard', { gameCategory: 'ALL', limitNum: 1 }), NetworkError);
    assert.is(change.labelKey, 'network_offline');
    await new Promise((r) => setTimeout(r, 1500));
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
  const s = await scripted((_req, res) => (++hits < 3 ? reply(res, 503, { success: false, errorCode: 'x', message: null, data: null }) : reply(res, 200, ok({ contentLobby: 'x' }))));
  configureClient({ baseUrl: s.base });
  assert.is(await request('miniNotice', undefined).then(() => hits), 3);
  hits = 0;
  await rejects(request('winnerBoard', { gameCategory: 'ALL', limitNum: 1 }), ServerError);
  assert.is(hits, 1);
  await s.close();
});
wire('timeouts and unreachable servers become TimeoutError and NetworkError', async () => {
  const s = await scripted((_req, res) => setTimeout(() => reply(res, 200, ok(1)), 400));
  configureClient({ baseUrl: s.base, timeoutMs: 100 });
  await rejects(request('winnerBoard', { gameCategory: 'ALL', limitNum: 1 }), TimeoutError);
  await s.close();
  configureClient({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 5000 });
  const n = await rejects(request('winnerBoard', { gameCategory: 'ALL', limitNum: 1 }), NetworkError);
  assert.is(n.labelKey, 'network_offline');
});
wire('the unread count is throttled to one request per 250 ms', async () => {
  let hits = 0;
  const s = await scripted((_req, res) => { hits++; reply(res, 200, ok(3)); });
  configureClient({ baseUrl: s.base });
  signIn({ token: 't', merchantCode: 'DEMO', userName: 'p', type: 0 });
  const [a, b] = await Promise.all([api.unreadCount(), api.unreadCount()]);
  assert.equal([a, b, hits], [3, 3, 1]);
  await new Promise((r) => setTimeout(r, 260));
  await api.unreadCount();
  assert.is(hits, 2);
  signOut();
  await s.close();
});
wire('dev builds log schema mismatches with the path', async () => {
  const s = await scripted((_req, res) => reply(res, 200, ok({ sumBalance: 'lots' })));
  configureClient({ baseUrl: s.base });
  const logged: string[] = [];
  const warn = console.warn;
  console.warn = (m: string) => logged.push(m);
  await request('wallet', undefined);
  await new Promise((r) => setTimeout(r, 200));
  console.warn = warn;
  assert.ok(logged.some((m) => m.includes('/wps/member/wallet') && m.includes('sumBalance')), logged.join('\n'));
  assert.is(session.info, null);
  await s.close();
});
wire.run();
