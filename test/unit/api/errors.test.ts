// What the player reads for each way a call can fail: offline, platform unreachable, platform error,
// malformed answer, the platform's own refusal; one function, messageOf, words them all.
import './setup.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { configureClient, loadChunk, request } from '../../../engine/api/client.ts';
import {
  MalformedResponseError,
  NetworkError,
  ServerError,
  SessionExpiredError,
  UnreachableError,
  messageOf,
} from '../../../engine/api/errors/index.ts';

const LABELS: Record<string, string> = {
  network_offline: 'You are offline.',
  platform_unreachable: 'Cannot reach the service.',
  platform_error: 'The service had a problem.',
  platform_malformed: 'Unreadable answer.',
  session_logged_out: 'Logged out.',
  unknown_error: 'Unknown error',
};
const t = (key: string) => LABELS[key] ?? '';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;
let answer: Answer = (_q, res) => res.end();
const server = createServer((req, res) => answer(req, res));
const failure = async (a: Answer, name: 'addFavourite' | 'lotteryList' = 'addFavourite') => {
  answer = a;
  try {
    await request(name, (name === 'addFavourite' ? { nodeId: 1, vendor: 'x' } : {}) as never);
  } catch (e) {
    return e;
  }
  throw new Error('expected a failure');
};
const send =
  (status: number, type: string, body: string): Answer =>
  (_q, res) => {
    res.writeHead(status, { 'Content-Type': type });
    res.end(body);
  };

const s = suite('failures and their words');
s.before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, merchant: 'M', timeoutMs: 3000 });
});
s.after(() => new Promise<void>((r) => server.close(() => r())));

s('an HTML page on 200 is a malformed answer, not "offline"', async () => {
  const e = await failure(send(200, 'text/html', '<!doctype html><title>Login</title>'));
  assert.instance(e, MalformedResponseError);
  assert.is(messageOf(e, t), 'Unreadable answer.');
});
s('truncated JSON is a malformed answer', async () => {
  assert.instance(await failure(send(200, 'application/json', '{"success":true,"value":{"tok')), MalformedResponseError);
});
s('JSON without the envelope on /wps is malformed; /lgw answers bare JSON', async () => {
  assert.instance(await failure(send(200, 'application/json', '{"token":"x"}')), MalformedResponseError);
  answer = send(200, 'application/json', '{"a":{"gameGroupCode":"X"}}');
  assert.equal(await request('lotteryList', {} as never), { a: { gameGroupCode: 'X' } });
});
s('502/503/504 without the envelope (our proxy) is "platform unreachable"', async () => {
  for (const status of [502, 503, 504]) {
    const e = await failure(send(status, 'text/plain', 'Bad gateway'));
    assert.instance(e, UnreachableError, String(status));
    assert.is(messageOf(e, t), 'Cannot reach the service.');
  }
});
s('a refused connection while online is "platform unreachable"; offline stays offline', async () => {
  configureClient({ baseUrl: 'http://127.0.0.1:9' });
  const refused = await failure(send(200, 'application/json', '{}'));
  assert.instance(refused, UnreachableError);
  const nav = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
  try {
    const offline = await failure(send(200, 'application/json', '{}'));
    assert.instance(offline, NetworkError);
    assert.is(messageOf(offline, t), 'You are offline.');
  } finally {
    if (nav) Object.defineProperty(globalThis, 'navigator', nav);
    else delete (globalThis as { navigator?: unknown }).navigator;
    configureClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});
s('the platform envelope on an error: its message, or the platform-error label without one', async () => {
  const busy = await failure(
    send(500, 'application/json', JSON.stringify({ success: false, value: null, errorCode: '#727', message: 'system busy' })),
  );
  assert.instance(busy, ServerError);
  assert.is(messageOf(busy, t), 'system busy');
  const bare = await failure(send(500, 'application/json', JSON.stringify({ success: false, value: null, errorCode: 'x', message: null })));
  assert.is(messageOf(bare, t), 'The service had a problem.');
  const refused = await failure(
    send(
      400,
      'application/json',
      JSON.stringify({ success: false, value: null, errorCode: 'function.not.available', message: 'Function not available' }),
    ),
  );
  assert.is(messageOf(refused, t), 'Function not available');
});
s('401 / login.not.session is the logged-out label, whatever the platform text', async () => {
  const e = await failure(
    send(
      401,
      'application/json',
      JSON.stringify({ success: false, value: null, errorCode: 'login.not.session', message: 'Not logged in' }),
    ),
  );
  assert.instance(e, SessionExpiredError);
  assert.is(messageOf(e, t), 'Logged out.');
  assert.is(messageOf(new Error('boom'), t), 'Unknown error');
});
s('promotion and trial refusals have labels of their own, over the platform text', () => {
  const say = (key: string) => `<${key}>`;
  assert.is(messageOf(new ServerError('promotion.not.open', 'Not open', 200), say), '<promo_not_open>');
  assert.is(messageOf(new ServerError('promotion.not.found', 'Unknown promotion', 200), say), '<promo_not_found>');
  assert.is(messageOf(new ServerError('trial.reject', 'Please login', 200), say), '<free_reject>');
  assert.is(messageOf(new ServerError('promotion.other', 'Platform says no', 200), say), 'Platform says no');
});
s('code a call loads on demand that cannot be fetched fails the call as the network does, with its label', async () => {
  const missing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  const online = await loadChunk(missing).catch((e) => e);
  assert.instance(online, UnreachableError);
  assert.is(messageOf(online, t), 'Cannot reach the service.');
  // Offline (Node has no navigator of its own before 21: one that says offline stands in while this runs).
  const had = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
  try {
    const offline = await loadChunk(missing).catch((e) => e);
    assert.instance(offline, NetworkError);
    assert.is(messageOf(offline, t), 'You are offline.');
  } finally {
    if (had) Object.defineProperty(globalThis, 'navigator', had);
    else delete (globalThis as { navigator?: unknown }).navigator;
  }
  assert.is(await loadChunk(() => Promise.resolve(7)), 7);
});
s("an error made from another keeps it as cause (ky's NetworkError style)", async () => {
  const causeOf = (e: unknown) => (e as Error).cause as Error | undefined;
  assert.instance(causeOf(await failure(send(200, 'application/json', '{"success":true,'))), SyntaxError, 'malformed JSON');
  assert.is(causeOf(await failure(send(502, 'text/plain', 'Bad gateway')))?.name, 'HTTPError', 'unreachable');
  const envelope = JSON.stringify({ success: false, value: null, errorCode: '#727', message: 'system busy' });
  assert.is(causeOf(await failure(send(500, 'application/json', envelope)))?.name, 'HTTPError', 'a refusal on a 5xx');
  const missing = new TypeError('Failed to fetch dynamically imported module');
  assert.is(causeOf(await loadChunk(() => Promise.reject(missing)).catch((e) => e)), missing, 'a chunk that did not load');
  configureClient({ baseUrl: 'http://127.0.0.1:9' });
  try {
    assert.instance(causeOf(await failure(send(200, 'application/json', '{}'))), TypeError, 'a refused connection');
  } finally {
    configureClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  }
});
s.run();

const expiry = suite('a stale token');
expiry.before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  configureClient({ baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, merchant: 'M', timeoutMs: 3000 });
});
expiry.after(() => new Promise<void>((r) => server.close(() => r())));
expiry('ends the session everywhere once; a public feed is asked again without it, a member call is not', async () => {
  const { signIn, session } = await import('../../../engine/session/store.ts');
  const { on } = await import('../../../engine/events.ts');
  const { SESSION_EXPIRED } = await import('../../../engine/session/expiry.ts');
  let ended = 0;
  const off = on(SESSION_EXPIRED, () => {
    ended++;
  });
  const seen: Array<string | undefined> = [];
  answer = (req, res) => {
    seen.push(req.headers.authorization);
    if (req.headers.authorization)
      return send(
        401,
        'application/json',
        JSON.stringify({ success: false, value: null, errorCode: 'login.not.session', message: 'x' }),
      )(req, res);
    send(
      200,
      'application/json',
      JSON.stringify({ success: true, value: { games: [], pageNum: 1, totalPages: 1 }, errorCode: null, message: null }),
    )(req, res);
  };
  signIn({ token: 'stale', merchantCode: 'M', userName: 'p', type: 0 });
  assert.equal(await request('gameList', { gameType: 'RNG' } as never), { games: [], pageNum: 1, totalPages: 1 });
  assert.equal(seen, ['stale', undefined], 'the feed is asked once more, without the token');
  assert.is(session.info, null);
  assert.is(localStorage.getItem('MC_SESSION_INFO'), null);
  assert.is(ended, 1);
  seen.length = 0;
  signIn({ token: 'stale2', merchantCode: 'M', userName: 'p', type: 0 });
  try {
    await request('memberInfo', undefined as never);
    assert.unreachable();
  } catch (e) {
    assert.instance(e, SessionExpiredError);
  }
  assert.equal(seen, ['stale2'], 'a member call is not retried');
  assert.is(ended, 2);
  off();
});
expiry.run();
