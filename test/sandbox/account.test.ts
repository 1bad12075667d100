// Registration against the field config, affiliate check and the three password flows, with their refusals.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { type Harness, accountOf, control, startHarness } from './helpers.ts';

let h: Harness;
const setup = (s: ReturnType<typeof suite>) => {
  s.before(async () => {
    h ??= await startHarness();
  });
  s.before.each(async () => {
    await h.sandbox.reset();
  });
};
const captcha = async () => {
  await h.call('captcha');
  return (await control(h, 'captcha')).answer as string;
};
const base = { password: 'Secret123', confirmPassword: 'Secret123', type: 0, registerMethod: 'H5', login: true };

const register = suite('register');
setup(register);
register('registers by username: login true signs the new member in, without it nobody; the member can log in', async () => {
  const r = await h.call('register', { ...base, username: 'freshman1', captcha: await captcha() });
  assert.is(r.success, true, r.message ?? '');
  assert.is(await accountOf(h, r.value.token), 'freshman1');
  const quiet = await h.call('register', { ...base, login: false, username: 'freshman2', captcha: await captcha() });
  assert.equal([quiet.success, quiet.value], [true, null]);
  assert.ok(await h.login('freshman1', 'Secret123'));
});
register('registers by mobile number (register/mobile, the number as username) with the MOBILENUMREG3 SMS code', async () => {
  const sms = await h.call('registerSmsMobile', { mobileNo: '9170001111', countryDialingCode: '63' });
  assert.is(sms.value.expiredMinutes, 5);
  const { code } = await control(h, 'sms?mobileNum=9170001111');
  const body = { ...base, username: '9170001111', mobileNum: '9170001111', verificationCode: code, captcha: await captcha() };
  assert.is((await h.call('register', { ...body, captcha: await captcha() })).errorCode, 'validation.failed', 'REG3 wants a username');
  const r = await h.call('registerMobile', body);
  assert.is(await accountOf(h, r.value.token), '9170001111', r.message ?? '');
});
register('by number without MOBILENUMPASSREG3 there are no passwords; the register SMS follows its flag', async () => {
  await control(h, 'config', { flags: { MOBILENUMPASSREG3: false, REGMOBVERF3: false } });
  assert.is((await h.call('registerSmsUsername', { mobileNo: '9170001112' })).errorCode, 'function.not.available');
  await h.call('registerSmsMobile', { mobileNo: '9170001112' });
  const { code } = await control(h, 'sms?mobileNum=9170001112');
  const r = await h.call('registerMobile', {
    type: 0,
    login: true,
    username: '9170001112',
    mobileNum: '9170001112',
    verificationCode: code,
    captcha: await captcha(),
  });
  assert.is(await accountOf(h, r.value.token), '9170001112', r.message ?? '');
});
register('refuses field errors with the rule label keys', async () => {
  const r = await h.call('register', { ...base, username: '1bad', confirmPassword: 'Other123', email: 'nope', captcha: await captcha() });
  assert.equal([r.status, r.errorCode], [400, 'validation.failed']);
  assert.match(r.message ?? '', /username: account_format_incorrect/);
  assert.match(r.message ?? '', /email: email_format_incorrect/);
  assert.match(r.message ?? '', /confirmPassword: in_confirmation_correct/);
});
register('refuses a wrong captcha, a taken name, a bad invitation code and a disabled method', async () => {
  assert.is((await h.call('register', { ...base, username: 'someone1', captcha: '0' })).errorCode, 'captcha.error');
  assert.is((await h.call('register', { ...base, username: 'player01', captcha: await captcha() })).errorCode, 'user.exists');
  assert.is(
    (await h.call('register', { ...base, username: 'someone1', affiliateCode: 'NOPE99', captcha: await captcha() })).errorCode,
    'affiliate.invalid',
  );
  await control(h, 'config', { flags: { USERNAMEREG3: false } });
  assert.is((await h.call('register', { ...base, username: 'someone1', captcha: await captcha() })).errorCode, 'register.method.disabled');
});
register('refuses tampered and undecryptable bodies', async () => {
  const r = await h.call('register', {}, { raw: '{"value":"AAAA"}', headers: { Encryption: 'abcd' } });
  assert.equal([r.status, r.errorCode], [400, 'request_body_required']);
});
register.run();

const affiliate = suite('affiliateCheck');
setup(affiliate);
affiliate('accepts agent codes and refuses others', async () => {
  assert.is((await h.call('affiliateCheck', { code: 'ag0041' })).success, true);
  const r = await h.call('affiliateCheck', { code: 'ZZZZ' });
  assert.equal([r.success, r.errorCode, r.message], [false, 'affiliate.invalid', 'Invalid invitation code']);
});
affiliate.run();

const change = suite('changePassword');
setup(change);
change('refuses the same password with modify.new.old.same, a wrong old one and a mismatch', async () => {
  const token = await h.login('player01');
  const same = await h.call(
    'changePassword',
    { oldPassword: 'Passw0rd1', newPassword: 'Passw0rd1', confirmNewPassword: 'Passw0rd1' },
    { token },
  );
  assert.is(same.errorCode, 'modify.new.old.same');
  const wrongOld = await h.call(
    'changePassword',
    { oldPassword: 'x', newPassword: 'Passw0rd9', confirmNewPassword: 'Passw0rd9' },
    { token },
  );
  assert.is(wrongOld.errorCode, 'password.old.wrong');
  const mismatch = await h.call('changePassword', { newPassword: 'Passw0rd9', confirmNewPassword: 'Passw0rd8' }, { token });
  assert.is(mismatch.errorCode, 'validation.failed');
  assert.is((await h.call('changePassword', { newPassword: 'Passw0rd9', confirmNewPassword: 'Passw0rd9' })).status, 401);
});
change('the new password works afterwards', async () => {
  const token = await h.login('player01');
  await h.call('changePassword', { oldPassword: 'Passw0rd1', newPassword: 'Passw0rd9', confirmNewPassword: 'Passw0rd9' }, { token });
  assert.ok(await h.login('player01', 'Passw0rd9'));
});
change.run();

const recover = suite('forgotByEmail and setPasswordByPhone');
setup(recover);
recover('forgot by e-mail needs the matching address', async () => {
  assert.is((await h.call('forgotByEmail', { username: ' player01 ', email: 'PLAYER01@example.com ' })).success, true);
  assert.is((await h.call('forgotByEmail', { username: 'player01', email: 'x@example.com' })).errorCode, 'user.not.exist');
});
recover('set by phone: same password, then wrong code, then success logs in', async () => {
  await h.call('smsNoLogin', { mobileNum: '9171234567' });
  const { code } = await control(h, 'sms?mobileNum=9171234567');
  assert.is(
    (await h.call('setPasswordByPhone', { mobileNum: '9171234567', newPassword: 'Passw0rd1', verificationCode: code })).errorCode,
    'modify.new.old.same',
  );
  assert.is(
    (await h.call('setPasswordByPhone', { mobileNum: '9171234567', newPassword: 'Fresh1234', verificationCode: '1' })).errorCode,
    'verification.code.error',
  );
  assert.is(
    (await h.call('setPasswordByPhone', { mobileNum: '9171234567', newPassword: 'Fresh1234', verificationCode: code })).success,
    true,
  );
  assert.ok(await h.login('player01', 'Fresh1234'));
});
recover.after(async () => {
  await h.close();
});
recover.run();
