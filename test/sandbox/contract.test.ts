// The sandbox refuses what the platform refuses: Merchant missing, wrong or sent twice (400 function.not.available),
// an encrypted call without Encryption (400 request_body_required), a stale token on any call, public feeds
// included (401 login.not.session); two module ids on one path reach two entries; /lgw answers bare JSON.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { request as httpRequest } from 'node:http';
import { type Harness, control, startHarness } from './helpers.ts';
import { entry, headersFor } from '../helpers/platform.ts';

let h: Harness;
const s = suite('platform refusals');
s.before(async () => {
  h = await startHarness();
});
s.before.each(async () => {
  await h.sandbox.reset();
});
s.after(async () => {
  await h.close();
});

const status = async (res: Response) => [res.status, ((await res.json()) as { errorCode?: string }).errorCode];

/** A raw request whose Merchant header is sent `times` times (fetch would join them into one). */
function withMerchants(path: string, merchants: string[]): Promise<[number, string]> {
  return new Promise((resolve, reject) => {
    const url = new URL(h.base + path);
    const req = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET' }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => {
        body += c.toString();
      });
      res.on('end', () => resolve([res.statusCode ?? 0, (JSON.parse(body) as { errorCode: string }).errorCode]));
    });
    req.on('error', reject);
    for (const m of merchants) req.appendHeader('Merchant', m);
    req.appendHeader('ModuleId', 'COMM3');
    req.end();
  });
}

s('Merchant: missing, doubled or wrong is 400 function.not.available; exactly one is served', async () => {
  const path = entry('systemStatus').path;
  assert.equal(await withMerchants(path, []), [400, 'function.not.available']);
  assert.equal(await withMerchants(path, ['DEMO', 'DEMO']), [400, 'function.not.available']);
  assert.equal(await withMerchants(path, ['OTHER']), [400, 'function.not.available']);
  const one = await h.fetch(path, { headers: headersFor('systemStatus') });
  assert.is(one.status, 200);
});
s('an encrypted call without Encryption is 400 request_body_required', async () => {
  const res = await h.fetch(entry('changePassword').path, {
    method: 'POST',
    headers: { ...headersFor('changePassword', await h.login('player01')), 'Content-Type': 'application/json' },
    body: '{"value":"x"}',
  });
  assert.equal(await status(res), [400, 'request_body_required']);
});
s('a stale token is 401 login.not.session on any call; the public feed answers without it', async () => {
  const token = await h.login('player01');
  await control(h, 'expire', { token });
  assert.equal(
    [(await h.call('memberInfo', {}, { token })).status, (await h.call('memberInfo', {}, { token })).errorCode],
    [401, 'login.not.session'],
  );
  const feed = await h.call('gameList', { gameType: 'RNG' }, { token });
  assert.equal([feed.status, feed.errorCode], [401, 'login.not.session']);
  assert.is((await h.call('gameList', { gameType: 'RNG' })).status, 200);
});
s('two module ids on one path are two entries; /lgw answers bare JSON', async () => {
  const rules = await h.fetch(entry('registerValidation').path, { headers: headersFor('registerValidation') });
  const settings = await h.fetch(entry('registerSettings').path, { headers: headersFor('registerSettings') });
  assert.is.not(
    JSON.stringify(((await rules.json()) as { value: unknown }).value),
    JSON.stringify(((await settings.json()) as { value: unknown }).value),
  );
  const bare = (await (await h.fetch(entry('lotteryList').path, { headers: headersFor('lotteryList') })).json()) as Record<string, unknown>;
  assert.not.ok('success' in bare, 'no envelope on /lgw');
});
s('a launch without launchMode is 500 #727 system busy, as on the platform', async () => {
  const token = await h.login('player01');
  const r = await h.call('launchGame', { nodeId: 1001 }, { token });
  assert.equal([r.status, r.errorCode, r.message], [500, '#727', 'system busy']);
  assert.is(
    (await h.call('launchGame', { nodeId: 1001, launchMode: 'GLS' }, { token })).value.content.game_url,
    '/sandbox-assets/game/1001.html',
  );
});
s.run();
