// engine/api/startup.ts and service-links.ts: start-up state and site config loading.
import './setup.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { configureClient } from '../../../engine/api/client.ts';
import { loadSiteConfig, startupState } from '../../../engine/api/startup.ts';
import { serviceLinks } from '../../../engine/api/service-links.ts';
import { type Harness, control, startHarness } from '../../sandbox/helpers.ts';

const state = suite('startupState');
state('maintenance 1, region restriction 2, both 1, neither 0', () => {
  assert.is(startupState({ maintenance: true, regionRestriction: false }), 1);
  assert.is(startupState({ maintenance: false, regionRestriction: true }), 2);
  assert.is(startupState({ maintenance: true, regionRestriction: true }), 1);
  assert.is(startupState({ maintenance: false, regionRestriction: false }), 0);
});
state.run();

let h: Harness;
const load = suite('loadSiteConfig');
load.before(async () => {
  h = await startHarness();
});
load.before.each(async () => {
  await h.sandbox.reset();
  configureClient({ baseUrl: h.base, merchant: 'DEMO' });
});
load('loads the config and decrypts the customer-service links', async () => {
  const config = await loadSiteConfig();
  assert.is(config.merchantCode, 'DEMO');
  assert.not.match(JSON.stringify(config.customerService), /chat\.example\.com/);
  assert.equal(
    serviceLinks(config).map((l) => l.url),
    ['https://chat.example.com/demo', 'https://t.me/demo_support'],
  );
});
load('reports maintenance and region restriction from the sandbox switches (status)', async () => {
  await control(h, 'config', { regionRestriction: true });
  assert.is(startupState(await loadSiteConfig()), 2);
  await control(h, 'config', { maintenance: true });
  configureClient({ baseUrl: h.base }); // the profile's API base ('' = same origin) replaced it
  assert.is(startupState(await loadSiteConfig()), 1);
});
load('a platform without the operator profile call: the flags, links and switches still come from status', async () => {
  // A real platform answers status but has no siteConfig (an assumed endpoint): it refuses it with a 404.
  const real = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    return url.includes('/wps/system/siteConfig')
      ? new Response('{"success":false,"errorCode":"not.found"}', { status: 404 })
      : real(input, init);
  }) as typeof fetch;
  try {
    await control(h, 'config', { flags: { MAILCEN: false } });
    configureClient({ baseUrl: h.base, merchant: 'DEMO' });
    const config = await loadSiteConfig();
    assert.equal(
      [config.brand, config.merchantCode, config.flags?.MAILCEN, config.flags?.USERNAMEREG3, config.maintenance],
      [undefined, undefined, false, true, false],
    );
    assert.equal(
      serviceLinks(config).map((l) => l.name),
      ['Live chat', 'Telegram'],
    );
    assert.ok(config.downloadLinks?.some((l) => l.resourceType === 'Android'));
  } finally {
    globalThis.fetch = real;
  }
});
load.after(async () => {
  await h.close();
});
load.run();
