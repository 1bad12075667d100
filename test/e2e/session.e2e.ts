// Signed-in shells: the member menu follows flags and member data; the agent home and its footer follow
// the agent role and the white-label agent menu; trial members are refused from mine.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { open, signIn, sandboxConfig, loginInfo } from './harness.ts';
import { useApp } from './fixture.ts';
import { platformSession } from '../helpers/platform.ts';

const s = suite('session shells');
const app = useApp(s);

const text = (page: import('puppeteer-core').Page) => page.evaluate(() => document.querySelector('main')!.innerText);

s('agent01 opens the agent home with its own footer; player01 is sent home', async () => {
  const { page, errors } = await app.signedInTab('agent01', '/m/agent');
  assert.is(await page.evaluate(() => location.pathname), '/m/agent');
  assert.ok(await page.$('nav[aria-label="Agent menu"]'));
  assert.is(await page.$('nav[aria-label="Main menu"]'), null);
  await sandboxConfig(app.url, { agentMenu: { '/m/redRain': false } });
  await open(page, app.url, '/m/agent');
  assert.not.match(await text(page), /Red envelope rain/);
  assert.match(await text(page), /Team overview/);
  await sandboxConfig(app.url, { agentMenu: { '/m/redRain': true } });
  await open(page, app.url, '/m/agent');
  assert.match(await text(page), /Red envelope rain/);
  await signIn(page, app.url, 'player01', '/m/agent');
  assert.is(await page.evaluate(() => location.pathname), '/m/home');
  assert.equal(errors, []);
});

s('the member menu follows white-label flags', async () => {
  const { page } = await app.signedInTab('player01', '/m/mine');
  assert.match(await text(page), /Message center/);
  await sandboxConfig(app.url, { flags: { MAILCEN: false } });
  await open(page, app.url, '/m/mine');
  assert.not.match(await text(page), /Message center/);
  await sandboxConfig(app.url, { flags: { MAILCEN: true } });
});

s('a trial member is refused from mine with free_reject', async () => {
  const { page } = await app.tab();
  const info = await platformSession(app.url, 'loginFreeplay');
  await page.goto(`${app.url}/m/404`);
  await page.evaluate((i) => localStorage.setItem('MC_SESSION_INFO', JSON.stringify(i)), info);
  // The refusal's message stays 2 s: watched from before the page opens (it is caught as soon as it shows),
  // not looked for afterwards.
  const message = page.waitForFunction(() => document.body?.innerText.includes('Please login an actual account to use this function'), {
    polling: 'mutation',
    timeout: 10_000,
  });
  await open(page, app.url, '/m/mine');
  assert.is(await page.evaluate(() => location.pathname), '/m/home');
  await message;
});

s('maintenance shows the maintenance screen on every route', async () => {
  const { page } = await app.tab();
  await sandboxConfig(app.url, { maintenance: true });
  for (const route of ['/m/home', '/m/login', '/m/gameList?gameType=RNG']) {
    await open(page, app.url, route);
    assert.is(await page.$eval('h1', (h) => h.textContent), 'Maintenance', route);
  }
  await sandboxConfig(app.url, { maintenance: false });
  await open(page, app.url, '/m/home');
  assert.is((await page.$('h1.visually-hidden')) !== null, true);
});

void loginInfo;
s.run();
