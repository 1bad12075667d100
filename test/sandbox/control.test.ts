// Control endpoints and state: config merge, maintenance, failRate, latency, brands, persistence and reset.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '../../sandbox/store.ts';
import { tempDir } from '../helpers/temp.ts';
import { type Harness, control, startHarness } from './helpers.ts';
import { flattenWhitelabel } from '../../engine/api/site-status.ts';

let h: Harness;

const config = suite('POST /__sandbox/config');
config.before(async () => {
  h = await startHarness();
});
config.before.each(async () => {
  await h.sandbox.reset();
});
config('merges flags into the white-label tree of status and whitelabel, the agent menu into site config', async () => {
  await control(h, 'config', { flags: { MAILCEN: false }, agentMenu: { '/m/redRain': true }, dividendsEnabled: false });
  const flags = flattenWhitelabel((await h.call('systemStatus')).value.info.whitelabel);
  assert.equal([flags.MAILCEN, flags.FEEDBACK3, flags.PERSPNL3], [false, true, true], 'a parent module and its flags');
  const site = (await h.call('siteConfig')).value;
  assert.equal([site.flags, site.agentMenu['/m/redRain'], site.dividendsEnabled], [undefined, true, false]);
  assert.is(flattenWhitelabel((await h.call('whitelabel')).value).MAILCEN, false);
});
config('switches between the dark and light demo brands', async () => {
  assert.is((await h.call('siteConfig')).value.brand.name, 'Lucky Night');
  await control(h, 'config', { brand: 'light' });
  assert.is((await h.call('siteConfig')).value.brand.colors.bg, '#f6f7fb');
});
config('refuses unknown flags and out-of-range values', async () => {
  for (const body of [{ flags: { NOPE: true } }, { failRate: 2 }, { latencyMs: -1 }, { brand: 'pink' }, { maintenance: 'yes' }]) {
    const res = await h.fetch('/__sandbox/config', { method: 'POST', body: JSON.stringify(body) });
    assert.is(res.status, 400, JSON.stringify(body));
  }
});
config('maintenance: 503 system.maintenance except siteConfig, systemStatus and location', async () => {
  await control(h, 'config', { maintenance: true, regionRestriction: true });
  const r = await h.call('gameList', { gameType: 'RNG' });
  assert.equal([r.status, r.errorCode], [503, 'system.maintenance']);
  assert.is((await h.call('siteConfig')).success, true);
  const status = await h.call('systemStatus');
  assert.equal([status.success, status.value.maintenance, status.value.regionRestriction], [true, true, true]);
  assert.is((await h.call('location')).value.restricted, true);
});
config('failRate 1 fails API calls with 503 but never siteConfig; latencyMs delays answers', async () => {
  await control(h, 'config', { failRate: 1 });
  const r = await h.call('hotGames');
  assert.equal([r.status, r.errorCode], [503, 'sandbox.fail']);
  assert.is((await h.call('siteConfig')).success, true);
  await control(h, 'config', { failRate: 0, latencyMs: 150 });
  const t = Date.now();
  await h.call('miniNotice');
  assert.ok(Date.now() - t >= 140);
});
config('sms and captcha controls answer 404 before anything was issued', async () => {
  assert.is((await h.fetch('/__sandbox/sms?mobileNum=1')).status, 404);
  assert.is((await h.fetch('/__sandbox/nope')).status, 404);
});
config.after(async () => {
  await h.close();
});
config.run();

const persist = suite('state file');
persist('survives a new sandbox on the same file; reset restores the seed', async () => {
  const first = await startHarness();
  const token = await first.login('player01');
  await first.call('addFavourite', { nodeId: 1100, vendor: 'PP' }, { token });
  const reg = await first
    .call('captcha')
    .then(() => control(first, 'captcha'))
    .then(({ answer }) =>
      first.call('register', { username: 'keeper01', password: 'Keep1234', confirmPassword: 'Keep1234', type: 0, captcha: answer }),
    );
  assert.is(reg.success, true);
  await first.close();
  assert.ok(JSON.parse(readFileSync(first.stateFile, 'utf8')).members.keeper01, 'written to disk');

  const second = await startHarness(first.stateFile);
  const favs = await second.call('favourites', {}, { token });
  assert.is(favs.value.content[0].nodeId, 1100, 'same token and favourites after restart');
  assert.ok(await second.login('keeper01', 'Keep1234'));
  await second.call('login', { type: 'username', username: 'player01', password: 'Passw0rd1' });
  const res = await second.fetch('/__sandbox/reset', { method: 'POST' });
  assert.is(res.status, 200);
  assert.is((await second.call('login', { type: 'username', username: 'keeper01', password: 'Keep1234' })).success, false);
  assert.is((await second.call('favourites', {}, { token })).status, 401);
  await second.close();
});
persist('unknown paths: 404 for /wps, false (not handled) elsewhere', async () => {
  const s = await startHarness();
  assert.is((await s.fetch('/wps/nope')).status, 404);
  assert.is((await s.fetch('/wps/system/siteConfig', { method: 'DELETE' })).status, 405);
  assert.is(await (await s.fetch('/m/home')).text(), 'not sandbox');
  const icon = await s.fetch('/sandbox-assets/icons/game/1001.png');
  assert.is(icon.headers.get('content-type'), 'image/png');
  assert.is((await s.fetch('/sandbox-assets/icons/game/1.png')).status, 404);
  await s.close();
});
persist('a state file that cannot be written: the sandbox serves from memory and says why', async () => {
  // Its folder would sit under a plain file, so it can never be made (as when a test's folder is removed mid-save).
  const blocked = join(tempDir('sandbox-blocked-'), 'file');
  writeFileSync(blocked, 'not a folder');
  const warned: string[] = [];
  const warn = console.warn;
  console.warn = (...args: unknown[]) => warned.push(args.join(' '));
  try {
    const store = await openStore(join(blocked, 'state', 'state.json'));
    assert.ok(store.state.members.player01, 'the seed, in memory');
    assert.ok(
      warned.some((w) => w.includes('state not saved')),
      'the failed save is logged',
    );
    const failure = await store.save().then(
      () => null,
      (e: Error) => e.message,
    );
    assert.match(failure ?? '', /ENOTDIR|EEXIST/, 'a caller that waits still gets the failure');
  } finally {
    console.warn = warn;
  }
});
persist.run();
