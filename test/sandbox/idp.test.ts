// The local stand-in identity provider: SMS codes and ID tokens (/__sandbox/idp), firebase login with a verified
// number or a linked social account, registration with firebaseIdToken instead of the code, the smsProvider switch.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { type Harness, accountOf, control, startHarness } from './helpers.ts';

let h: Harness;
const s = suite('identity provider stand-in');
s.before(async () => {
  h = await startHarness();
});
s.before.each(async () => {
  await h.sandbox.reset();
});
s.after(async () => {
  await h.close();
});

const idp = async (path: string, body: unknown) =>
  (
    await h.fetch(`/__sandbox/idp/${path}`, { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } })
  ).json();
const smsToken = async (mobileNum: string) => {
  assert.ok((await idp('sms', { mobileNum })).success);
  const { code } = await control(h, `sms?mobileNum=${mobileNum}`);
  return (await idp('verify', { mobileNum, code })).value.idToken as string;
};

s('site config names the local provider', async () => {
  assert.equal((await h.call('siteConfig')).value.identityProvider, { kind: 'local', baseUrl: '/__sandbox/idp' });
});

s('a verified number logs its member in (type firebase, channel sms); a wrong code or forged token is refused', async () => {
  const token = await smsToken('9171234567');
  const r = await h.call('login', {
    type: 'firebase',
    firebaseChannel: 'sms',
    firebaseIdToken: token,
    firebaseMobileNo: '9171234567',
    countryDialingCode: '63',
  });
  assert.is(await accountOf(h, r.value.token), 'player01');
  await idp('sms', { mobileNum: '9171234567' });
  assert.is((await idp('verify', { mobileNum: '9171234567', code: '000000x' })).errorCode, 'verification.code.error');
  const forged = await h.call('login', { type: 'firebase', firebaseIdToken: `${token.split('.')[0]}.AAAA` });
  assert.is(forged.errorCode, 'verification.code.error');
});

s('social sign-in returns the token of a linked account', async () => {
  const { idToken } = (await idp('social', { kind: 'google' })).value;
  assert.is(await accountOf(h, (await h.call('login', { type: 'firebase', firebaseIdToken: idToken })).value.token), 'player01');
});

s('with smsProvider firebase, registration takes the provider token instead of the code', async () => {
  assert.ok((await h.fetch('/__sandbox/config', { method: 'POST', body: JSON.stringify({ smsProvider: 'firebase' }) })).ok);
  assert.is((await h.call('siteConfig')).value.identityProvider.sms, true);
  const firebaseIdToken = await smsToken('9170002222');
  await h.call('captcha');
  const { answer } = await control(h, 'captcha');
  const r = await h.call('registerMobile', {
    password: 'Secret123',
    confirmPassword: 'Secret123',
    type: 0,
    login: true,
    username: '9170002222',
    mobileNum: '9170002222',
    firebaseChannel: 'sms',
    firebaseIdToken,
    captcha: answer,
  });
  assert.is(await accountOf(h, r.value.token), '9170002222', r.message ?? '');
  const other = await smsToken('9170003333');
  await h.call('captcha');
  const again = await h.call('registerMobile', {
    password: 'Secret123',
    confirmPassword: 'Secret123',
    type: 0,
    username: '9170004444',
    mobileNum: '9170004444',
    firebaseIdToken: other,
    captcha: (await control(h, 'captcha')).answer,
  });
  assert.is(again.errorCode, 'verification.code.error');
});

s.run();
