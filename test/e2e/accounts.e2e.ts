// Account flows as a player does them, against the sandbox: login by username and by SMS code, captcha after a
// wrong password, remembered credentials (new and legacy format), registration then sign-in after a server
// restart, change password, forgot by e-mail and by phone, sign-out, trial, and the login screen's account rule; the
// login and register method tabs whole on a 320 px phone.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { phonePage, open, openWithStorage, sandboxConfig } from './harness.ts';
import { useBrowser } from './fixture.ts';
import { byRole, control, fill, onPath, press, seeText, serverOn, shot, storedSession, workspace } from './accounts-helpers.ts';

const s = suite('accounts');
const browsing = useBrowser(s, { network: true });
let page: Page;
let errors: string[];
let server: Awaited<ReturnType<typeof serverOn>>;
const ws = workspace();
const NEW_USER = `acc${Date.now().toString(36).slice(-6)}`;
const NEW_MOBILE = `917${String(Date.now()).slice(-7)}`;

s.before(async () => {
  server = await serverOn(ws.stateFile, ws.screensDir);
  ({ page, errors } = await phonePage(browsing.browser));
});
s.after(async () => {
  await server?.close();
  ws.remove();
});

/** Opens `route` with nothing stored (the page is reused from test to test). */
const fresh = (route: string) => openWithStorage(page, server.url, route, { clear: true });
const value = (name: string) => page.$eval(byRole('textbox', name), (el) => (el as HTMLInputElement).value);

s('login by username stores the session and remembers the credentials across a reload', async () => {
  await fresh('/m/login');
  await shot(page, 'login');
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  const info = await storedSession(page);
  assert.is(info.userName, 'player01');
  assert.ok(info.token.length > 10);
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await open(page, server.url, '/m/login');
  await page.waitForFunction(() => (document.querySelector('input[name=password]') as HTMLInputElement)?.value === 'Passw0rd1', {
    timeout: 5000,
  });
  assert.is(await value('Username'), 'player01');
  assert.not.match(await page.evaluate(() => localStorage.getItem('remPass') ?? ''), /Passw0rd1/);
});

s('a legacy remembered record (double base64 with the sass suffix) fills the form', async () => {
  await fresh('/m/404');
  await page.evaluate(() => {
    localStorage.setItem('sass', 'k9');
    localStorage.setItem('remPass', JSON.stringify({ type: 'username', username: 'agent01', password: `${btoa(btoa('Passw0rd1'))}k9` }));
  });
  await open(page, server.url, '/m/login');
  await page.waitForFunction(() => (document.querySelector('input[name=username]') as HTMLInputElement)?.value === 'agent01', {
    timeout: 5000,
  });
  assert.is(await page.$eval('input[name=password]', (el) => (el as HTMLInputElement).value), 'Passw0rd1');
  assert.is(await page.evaluate(() => localStorage.getItem('sass')), null);
});

s('a wrong password shows the captcha; the right captcha lets the login through', async () => {
  await fresh('/m/login');
  assert.is(await page.$(byRole('textbox', 'Verification code')), null);
  await fill(page, 'Username', 'agent41');
  await fill(page, 'Password', 'WrongPass1');
  await press(page, 'Log in');
  await seeText(page, 'Incorrect username or password');
  await page.waitForSelector('.f-captcha img', { timeout: 5000 });
  await shot(page, 'login-captcha');
  assert.is(await value('Password'), 'WrongPass1');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await seeText(page, 'Please write code');
  const { answer } = await control<{ answer: string }>(server.url, '/captcha');
  await fill(page, 'Verification code', answer);
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  assert.is((await storedSession(page)).userName, 'agent41');
});

s('login by mobile number and SMS code', async () => {
  await fresh('/m/login');
  await press(page, 'Mobile + SMS code', 'tab');
  await fill(page, 'Mobile number', '9171234567');
  await press(page, 'Get code');
  await seeText(page, 'SMS sent');
  await page.waitForFunction(() => /\d+s/.test(document.querySelector('.f-side-btn')?.textContent ?? ''), { timeout: 5000 });
  const { code } = await control<{ code: string }>(server.url, '/sms?mobileNum=9171234567');
  await fill(page, 'SMS code', code);
  await shot(page, 'login-sms');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  assert.is((await storedSession(page)).userName, 'player01');
});

s('register with every enabled field, then sign in as the new member after a server restart', async () => {
  await fresh(`/m/register?code=AG0001`);
  await seeText(page, 'Create your account');
  await shot(page, 'register');
  assert.is(await page.$(byRole('textbox', 'Invitation code')), null, 'a valid link code hides the field');
  await fill(page, 'Username', NEW_USER);
  await fill(page, 'Password', 'Start1234');
  await fill(page, 'Confirm password', 'Start9999');
  await fill(page, 'Mobile number', NEW_MOBILE);
  await press(page, 'Register');
  await seeText(page, 'Confirmation password not matched');
  assert.is(await page.evaluate(() => (document.activeElement as HTMLInputElement).name), 'confirmPassword');
  await fill(page, 'Confirm password', 'Start1234');
  // The register SMS of the username method: sms/register under REGMOBVERF3, the number as mobileNo (quirk 2).
  const sms = page.waitForRequest((r) => r.url().endsWith('/wps/verification/sms/register'));
  await press(page, 'Get code');
  await seeText(page, 'SMS sent');
  const sent = await sms;
  const body = JSON.parse(sent.postData() ?? (await sent.fetchPostData()) ?? '{}') as { mobileNo?: string; mobileNum?: string };
  assert.equal([sent.headers().moduleid, body.mobileNo, body.mobileNum], ['REGMOBVERF3', NEW_MOBILE, undefined]);
  const { code } = await control<{ code: string }>(server.url, `/sms?mobileNum=${NEW_MOBILE}`);
  await fill(page, 'SMS code', code);
  await fill(page, 'E-mail', `${NEW_USER}@example.com`);
  await fill(page, 'Real name', 'New Player');
  const { answer } = await control<{ answer: string }>(server.url, '/captcha');
  await fill(page, 'Verification code', answer);
  await press(page, 'Register');
  await seeText(page, 'Registered successfully');
  await onPath(page, '/m/home');
  assert.is((await storedSession(page)).userName, NEW_USER);

  await page.goto('about:blank');
  await server.close();
  server = await serverOn(ws.stateFile, ws.screensDir);
  await fresh('/m/login');
  await fill(page, 'Username', NEW_USER);
  await fill(page, 'Password', 'Start1234');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  assert.is((await storedSession(page)).userName, NEW_USER);
});

s('after a reload change password asks for the old password and the platform checks it', async () => {
  await open(page, server.url, '/m/changePsw');
  await page.waitForSelector(byRole('textbox', 'Old password'));
  await shot(page, 'change-password-old');
  await fill(page, 'Old password', 'NotMine123');
  await fill(page, 'New password', 'Other1234');
  await fill(page, 'Confirm new password', 'Other1234');
  await press(page, 'Confirm');
  await seeText(page, 'Old password incorrect');
  assert.is(await page.evaluate(() => location.pathname), '/m/changePsw');
});

s('change password: same as old is refused, then the change is saved and home opens', async () => {
  await fresh('/m/login');
  await fill(page, 'Username', NEW_USER);
  await fill(page, 'Password', 'Start1234');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  // In-app navigation keeps the password of this sign-in held (it is never stored).
  await page.evaluate(() => {
    history.pushState(null, '', '/m/set');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await onPath(page, '/m/set');
  await press(page, 'Change password', 'link');
  await onPath(page, '/m/changePsw');
  await page.waitForSelector(byRole('textbox', 'New password'));
  await shot(page, 'change-password');
  assert.is(await page.$(byRole('textbox', 'Old password')), null, 'the password of this sign-in is held');
  assert.is(await value('Username'), NEW_USER);
  await fill(page, 'New password', 'Start1234');
  await fill(page, 'Confirm new password', 'Start1234');
  await press(page, 'Confirm');
  await seeText(page, 'The new password and the old password cannot be the same');
  assert.is(await page.evaluate(() => location.pathname), '/m/changePsw');
  await fill(page, 'New password', 'Better5678');
  await fill(page, 'Confirm new password', 'Better5678');
  await press(page, 'Confirm');
  await seeText(page, 'Change saved');
  await onPath(page, '/m/home');
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await open(page, server.url, '/m/login');
  await page.waitForFunction(() => (document.querySelector('input[name=password]') as HTMLInputElement)?.value === 'Better5678', {
    timeout: 5000,
  });
});

s('an expired password (PWDEXPFORCECHANGE3 on) opens change password first, the typed password kept as the old one', async () => {
  await fresh('/m/login');
  await fill(page, 'Username', 'player02');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await onPath(page, '/m/changePsw');
  await page.waitForSelector(byRole('textbox', 'New password'));
  assert.is(await page.$(byRole('textbox', 'Old password')), null, 'the password just typed is the old one');
  assert.is((await storedSession(page)).userName, 'player02');
  await fill(page, 'New password', 'Renewed123');
  await fill(page, 'Confirm new password', 'Renewed123');
  await press(page, 'Confirm');
  await seeText(page, 'Change saved');
  await onPath(page, '/m/home');
  // Changed, the password no longer forces anything: signing in again goes home.
  await page.evaluate(() => localStorage.removeItem('MC_SESSION_INFO'));
  await fresh('/m/login');
  await fill(page, 'Username', 'player02');
  await fill(page, 'Password', 'Renewed123');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
});

s('settings: sign out asks first, then clears storage and reloads home', async () => {
  await fresh('/m/login');
  await fill(page, 'Username', NEW_USER);
  await fill(page, 'Password', 'Better5678');
  await press(page, 'Log in');
  await onPath(page, '/m/home');
  await page.evaluate(() => sessionStorage.setItem('probe', '1'));
  await open(page, server.url, '/m/set');
  await shot(page, 'settings');
  await press(page, 'Sign out');
  await page.waitForSelector('[role=alertdialog]');
  await seeText(page, 'Are you sure you want to log out?');
  await shot(page, 'sign-out-confirm');
  await press(page, 'Confirm');
  await onPath(page, '/m/home');
  await page.waitForFunction(() => localStorage.getItem('MC_SESSION_INFO') === null, { timeout: 5000 });
  assert.is(await page.evaluate(() => localStorage.getItem('autoLogin')), '0');
  assert.is(await page.evaluate(() => sessionStorage.getItem('probe')), null);
  await open(page, server.url, '/m/set');
  assert.is(await page.evaluate(() => location.pathname), '/m/home', 'settings need a session');
});

s('forgot password by e-mail shows the sent message, then goes back', async () => {
  await fresh('/m/login');
  await press(page, 'Forgot password', 'link');
  await onPath(page, '/m/forget');
  await shot(page, 'forget-phone');
  await press(page, 'Use e-mail instead');
  await fill(page, 'Username', ' player01 ');
  await fill(page, 'E-mail', 'not-an-email');
  await press(page, 'Send e-mail');
  await seeText(page, 'Email incorrect');
  await fill(page, 'E-mail', 'player01@example.com ');
  await shot(page, 'forget-email');
  await press(page, 'Send e-mail');
  await seeText(page, 'The e-mail has been sent');
  await onPath(page, '/m/login');
});

s('forgot password by phone sets the new password and signs in', async () => {
  await fresh('/m/forget');
  const submit = byRole('button', 'Set new password');
  assert.ok(await page.$eval(submit, (b) => (b as HTMLButtonElement).disabled), 'disabled until touched');
  await fill(page, 'Mobile number', '9175550041');
  await press(page, 'Get code');
  await seeText(page, 'SMS sent');
  const { code } = await control<{ code: string }>(server.url, '/sms?mobileNum=9175550041');
  await fill(page, 'SMS code', code);
  await fill(page, 'New password', 'Passw0rd1');
  await press(page, 'Set new password');
  await seeText(page, 'The new password and the old password cannot be the same');
  assert.is(await page.$eval('input[name=newPassword]', (el) => (el as HTMLInputElement).value), '');
  await fill(page, 'New password', 'Fresh2468');
  await press(page, 'Set new password');
  await onPath(page, '/m/home');
  assert.is((await storedSession(page)).userName, 'agent41');
});

s('free trial starts a trial session and goes home', async () => {
  await fresh('/m/trail');
  await seeText(page, '2,000.00');
  await shot(page, 'trial');
  await press(page, 'Start free trial');
  await onPath(page, '/m/home');
  const info = await storedSession(page);
  assert.is(info.type, 4);
  assert.not.ok('firstTimeLogin' in info);
});

s('identity provider stand-in: Google sign-in, and registering by mobile with the provider code', async () => {
  await sandboxConfig(server.url, { flags: { GOOGLELOGIN3: true }, smsProvider: 'firebase' });
  await fresh('/m/login');
  await shot(page, 'login-social');
  assert.is(await page.$(byRole('button', 'Log in with Facebook')), null, 'FACEBOOKLOGIN3 is off');
  await press(page, 'Log in with Google');
  await onPath(page, '/m/home');
  assert.is((await storedSession(page)).userName, 'player01');
  const mobile = `918${String(Date.now()).slice(-7)}`;
  const idpCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/__sandbox/idp/')) idpCalls.push(new URL(r.url()).pathname);
  });
  await fresh('/m/register');
  await press(page, 'Mobile number', 'tab');
  assert.is(await page.$(byRole('textbox', 'Username')), null);
  await fill(page, 'Mobile number', mobile);
  await fill(page, 'Password', 'Start1234');
  await fill(page, 'Confirm password', 'Start1234');
  await press(page, 'Get code');
  await seeText(page, 'SMS sent');
  await fill(page, 'SMS code', (await control<{ code: string }>(server.url, `/sms?mobileNum=${mobile}`)).code);
  await fill(page, 'Verification code', (await control<{ answer: string }>(server.url, '/captcha')).answer);
  await press(page, 'Register');
  await onPath(page, '/m/home');
  // By number (PUT /wps/member/register/mobile) the number is the account's name.
  assert.is((await storedSession(page)).userName, mobile);
  assert.equal(idpCalls, ['/__sandbox/idp/sms', '/__sandbox/idp/verify'], 'the code went through the provider');
  await sandboxConfig(server.url, { flags: { GOOGLELOGIN3: false }, smsProvider: 'platform' });
});

s('a login screen for agents refuses other accounts with the spec message', async () => {
  const file = join(ws.screensDir, 'login.json');
  const screen = JSON.parse(readFileSync(file, 'utf8'));
  screen.widgets.find((w: { type: string }) => w.type === 'login-form').props.accept = 'agents';
  writeFileSync(file, JSON.stringify(screen));
  await fresh('/m/login');
  await fill(page, 'Username', 'player01');
  await fill(page, 'Password', 'Passw0rd1');
  await press(page, 'Log in');
  await seeText(page, 'Non-agents cannot log in');
  assert.is(await storedSession(page), null);
  assert.is(await page.evaluate(() => location.pathname), '/m/login');
});

s('no uncaught errors on the account screens', () => {
  assert.equal(
    errors.filter((e) => !/status of 4\d\d/.test(e)),
    [],
  );
});

s('at 320x640 the login and register method tabs lie whole inside the form, their labels uncut', async () => {
  const small = await phonePage(browsing.browser);
  await small.page.setViewport({ width: 320, height: 640, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  for (const [route, names] of [
    ['/m/login', ['Username', 'Mobile + SMS code']],
    ['/m/register', ['Username', 'Mobile number']],
  ] as const) {
    await open(small.page, server.url, route);
    const tabs = await small.page.$$eval('[role="tablist"] [role="tab"]', (els) =>
      els.map((tab) => {
        const box = tab.getBoundingClientRect();
        const list = tab.closest('[role="tablist"]')!.getBoundingClientRect();
        return {
          name: (tab as HTMLElement).innerText.replace(/\s+/g, ' '),
          whole: box.left >= list.left && box.right <= list.right && box.right <= innerWidth,
          uncut: tab.scrollWidth <= tab.clientWidth && tab.scrollHeight <= tab.clientHeight,
        };
      }),
    );
    assert.equal(
      tabs.map((t) => t.name),
      [...names],
      route,
    );
    for (const t of tabs) assert.ok(t.whole && t.uncut, `${route} ${JSON.stringify(t)}`);
  }
  assert.equal(small.errors, []);
  await small.page.close();
});

s.run();
