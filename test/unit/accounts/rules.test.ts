// The shared verification routine and the account field builders: messages as label keys, optional empty fields
// skipped, named server rules, registration methods and body, login body, account-kind refusals.
import { suite } from '../../helpers/suite.ts';
import { logged } from '../../helpers/console.ts';
import * as assert from 'uvu/assert';
import { RULES } from '../../../sandbox/data/register.ts';
import { ruleMap } from '../../../sandbox/data/register.ts';
import { FLAGS } from '../../../sandbox/data/site.ts';
import { registerSetupOf } from '../../../engine/api/readers/register.ts';
import { smsBody } from '../../../widgets/form/use-sms.ts';
import { firstFailure, failureText, verify } from '../../../widgets/form/rules.ts';
import { buildBody } from '../../../widgets/form/build-body.ts';
import { registerFieldsFor, registerModes } from '../../../widgets/form/register-fields-for.ts';
import { installMode } from '../../../engine/install/mode.ts';
import { registrationBody } from '../../../widgets/form/register-submit.ts';
import { loginBody, loginFields } from '../../../widgets/form/login-fields.ts';
import { refusalFor } from '../../../widgets/form/after-login.ts';
import { changePasswordFields } from '../../../widgets/form/change-password-fields.ts';

const v = suite('verify');
v('optional empty fields pass; required empty fields give the required message', () => {
  assert.is(verify({ name: 'email', rule: 'email' }, '  ', {}, RULES), null);
  assert.equal(verify({ name: 'x', required: true }, ''), { key: 'form_required' });
  assert.equal(verify({ name: 'captcha', required: true, requiredMessage: 'in_vwrite_code' }, ''), { key: 'in_vwrite_code' });
});
v('named server rules give their bounds, pattern and message; inline values win', () => {
  assert.is(verify({ name: 'username', rule: 'username' }, 'abc', {}, RULES)?.key, 'account_format_incorrect');
  assert.is(verify({ name: 'username', rule: 'username' }, '1player', {}, RULES)?.key, 'account_format_incorrect');
  assert.is(verify({ name: 'username', rule: 'username' }, 'player01', {}, RULES), null);
  assert.is(verify({ name: 'username', rule: 'username', min: 2, message: 'custom' }, 'ab', {}, RULES), null);
  assert.is(verify({ name: 'u', rule: 'username', max: 3, message: 'custom' }, 'abcd', {}, RULES)?.key, 'custom');
});
v('numbers use value bounds and report them', () => {
  assert.equal(verify({ name: 'amount', type: 'number', min: 100, max: 500 }, '50'), { key: 'form_number_range', params: [100, 500] });
  assert.equal(verify({ name: 'amount', type: 'number', min: 100, max: 500 }, 'abc')?.key, 'form_number_range');
  assert.is(verify({ name: 'amount', type: 'number', min: 100, max: 500 }, '250.5'), null);
});
v('matches, differsFrom and requiredWith look at other values', () => {
  const confirm = { name: 'c', matches: 'p', required: true, requiredMessage: 'in_incorrect_password' };
  assert.is(verify(confirm, '', { p: 'a' })?.key, 'in_incorrect_password');
  assert.is(verify(confirm, 'b', { p: 'a' })?.key, 'in_confirmation_correct');
  assert.is(verify(confirm, 'a', { p: 'a' }), null);
  assert.is(verify({ name: 'n', differsFrom: 'o' }, 'same', { o: 'same' })?.key, 'password_same_as_old');
  assert.is(verify({ name: 'code', requiredWith: 'mobileNum' }, '', {}), null);
  assert.is(verify({ name: 'code', requiredWith: 'mobileNum' }, '', { mobileNum: '917' })?.key, 'form_required');
});
v('passwords keep spaces, other values are trimmed; a broken pattern fails open', async () => {
  assert.equal(verify({ name: 'p', type: 'password', min: 3 }, '  '), { key: 'format_incorrect', params: [3, ''] });
  assert.is(verify({ name: 'p', type: 'password', min: 3 }, ' a '), null);
  assert.is(verify({ name: 'u', min: 3 }, ' ab ')?.key, 'format_incorrect');
  const told = await logged(() => assert.is(verify({ name: 'u', pattern: '([' }, 'x'), null));
  assert.equal(told, ['[form] invalid pattern (['], 'the broken pattern is reported');
});
v('firstFailure names the first failing field in order; failureText translates label params', () => {
  const fields = [
    { name: 'a', required: true },
    { name: 'b', required: true },
  ];
  assert.is(firstFailure(fields, { a: '', b: '' })?.name, 'a');
  assert.is(firstFailure(fields, { a: 'x', b: '' })?.name, 'b');
  assert.is(firstFailure(fields, { a: 'x', b: 'y' }), null);
  const t = (k: string, p?: unknown[]) => `${k}(${(p ?? []).join(',')})`;
  assert.is(failureText({ key: 'm', params: [6, { label: 'reg_username' }] }, t), 'm(6,reg_username())');
});
v.run();

const r = suite('registration fields and body');
// As the platform's client sets registration up: the COMM3 rule map and the white-label flags.
const settings = registerSetupOf(ruleMap(), FLAGS);
r('methods: tabs only with both; mobileNum is the default only when username is off', () => {
  assert.equal(registerModes(settings), { modes: ['username', 'mobileNum'], initial: 'username' });
  assert.equal(registerModes({ methods: { username: false, mobileNum: true } }), { modes: ['mobileNum'], initial: 'mobileNum' });
  assert.equal(registerModes({ methods: { username: true, mobileNum: false } }), { modes: ['username'], initial: 'username' });
});
r('fields follow the server config; mobile mode drops username and requires the number and code; captcha last', () => {
  const byName = registerFieldsFor(settings, 'username', false).map((f) => f.name);
  assert.equal(byName, [
    'username',
    'password',
    'confirmPassword',
    'mobileNum',
    'verificationCode',
    'email',
    'payeeName',
    'affiliateCode',
    'captcha',
  ]);
  const mobile = registerFieldsFor(settings, 'mobileNum', true);
  assert.not.ok(mobile.some((f) => f.name === 'username' || f.name === 'affiliateCode'));
  assert.ok(mobile.find((f) => f.name === 'mobileNum')?.required);
  assert.ok(mobile.find((f) => f.name === 'verificationCode')?.required);
  assert.not.ok(
    registerFieldsFor({ ...settings, mobileVerification: false }, 'username', false).some((f) => f.name === 'verificationCode'),
  );
  assert.not.ok(registerFieldsFor({ ...settings, captchaEnabled: false }, 'username', false).some((f) => f.name === 'captcha'));
});
r('the setup: methods and switches from the flags, fields in the map order, captcha from its rule; no map, no fields', () => {
  assert.equal(
    [settings.methods, settings.mobilePassword, settings.mobileVerification, settings.captchaEnabled],
    [{ username: true, mobileNum: true }, true, true, true],
  );
  const off = registerSetupOf({ mobileNum: { enabled: true, required: false }, captcha: { enabled: false } }, { MOBILENUMREG3: true });
  assert.equal(off, {
    methods: { username: false, mobileNum: true },
    mobilePassword: false,
    mobileVerification: false,
    captchaEnabled: false,
    fields: [
      { name: 'mobileNum', enabled: true, required: false },
      { name: 'verificationCode', enabled: true, required: false },
    ],
  });
  for (const bad of [null, [], 'x', { username: 'yes' }, { unknownField: { enabled: true } }])
    assert.equal(registerSetupOf(bad, {}).fields, []);
});
r(
  'the register SMS goes out under the method: REGMOBVERF3 by username, MOBILENUMREG3 by number; by number without MOBILENUMPASSREG3 no passwords',
  () => {
    const code = (mode: 'username' | 'mobileNum', s = settings) =>
      registerFieldsFor(s, mode, false).find((f) => f.name === 'verificationCode');
    assert.is(code('username')?.sms?.call, 'registerSmsUsername');
    assert.is(code('mobileNum')?.sms?.call, 'registerSmsMobile');
    const names = registerFieldsFor({ ...settings, mobilePassword: false }, 'mobileNum', false).map((f) => f.name);
    assert.not.ok(names.includes('password') || names.includes('confirmPassword'));
    assert.ok(registerFieldsFor(settings, 'mobileNum', false).some((f) => f.name === 'password'));
    assert.equal(smsBody('registerSmsMobile', '917', '63'), { mobileNo: '917', countryDialingCode: '63' });
    assert.equal(smsBody('smsNoLogin', '917'), { mobileNum: '917' });
  },
);
r('registerMethod: APP, WEBCLIP, PWA or H5', () => {
  const base = { userAgent: 'Mozilla/5.0 (iPhone)', iosStandalone: false, displayStandalone: false, webClipMarker: false };
  assert.is(installMode(base), 'H5');
  assert.is(installMode({ ...base, webClipMarker: true }), 'H5', 'the marker alone is a browser tab that once came from the clip');
  assert.is(installMode({ ...base, iosStandalone: true }), 'WEBCLIP');
  assert.is(installMode({ ...base, displayStandalone: true }), 'PWA');
  assert.is(installMode({ ...base, userAgent: 'Mozilla/5.0 AppShell/2.1' }), 'APP');
  assert.is(installMode({ ...base, userAgent: 'Mozilla/5.0 (Linux; Android 14; wv) MCApp', displayStandalone: true }), 'APP');
});
r('the body: optional empty fields left out, link codes when valid, registerUrl, method, type 0, domain, login true', () => {
  const fields = registerFieldsFor(settings, 'username', true);
  const values = {
    username: ' newbie1 ',
    password: 'Pass1234',
    confirmPassword: 'Pass1234',
    email: '',
    captcha: '1234',
    countryDialingCode: '63',
    mobileNum: '9170000001',
  };
  const body = registrationBody(
    { fields, values, link: { code: 'AG0001', status: 'valid' }, domain: 'example.com', referralCode: 'R7' },
    'm.example.com',
    'H5',
  );
  assert.equal(body, {
    username: 'newbie1',
    password: 'Pass1234',
    confirmPassword: 'Pass1234',
    mobileNum: '9170000001',
    countryDialingCode: '63',
    captcha: '1234',
    affiliateCode: 'AG0001',
    type: 0,
    referralCode: 'R7',
    registerUrl: 'm.example.com',
    registerMethod: 'H5',
    domain: 'example.com',
    login: true,
  });
  const invalid = registrationBody({ fields, values, link: { code: 'BAD', status: 'invalid' } }, 'h', 'H5');
  assert.not.ok('affiliateCode' in invalid);
  assert.is(invalid.domain, 'h', "without ?domain= the page's host");
  const mobileFields = registerFieldsFor({ ...settings, mobilePassword: false }, 'mobileNum', false);
  const byNumber = registrationBody({ fields: mobileFields, values, link: { code: '', status: 'none' }, mode: 'mobileNum' }, 'h', 'H5');
  assert.equal([byNumber.username, byNumber.mobileNum, 'password' in byNumber], ['9170000001', '9170000001', false]);
});
r('buildBody sends numbers as numbers and adds params and query values', () => {
  const body = buildBody(
    [{ name: 'amount', type: 'number' }, { name: 'note' }, { name: 'confirm', send: false }],
    { amount: '12.5', note: '', confirm: 'x' },
    { params: { channelId: 'c1' }, query: { orderNo: 'o' }, routeParams: { o: 'N1' } },
  );
  assert.equal(body, { channelId: 'c1', orderNo: 'N1', amount: 12.5 });
});
r.run();

const l = suite('login and change-password fields');
l('captcha only when shown; body per method', () => {
  assert.equal(
    loginFields('username', false).map((f) => f.name),
    ['username', 'password'],
  );
  assert.equal(
    loginFields('sms', true).map((f) => f.name),
    ['mobileNum', 'verificationCode', 'captcha'],
  );
  assert.equal(loginBody('username', { username: ' p1 ', password: ' pw ' }, true, false), {
    type: 'username',
    username: 'p1',
    password: ' pw ',
    remember: true,
  });
  // An SMS login: the number as username and the code as password (PLATFORM-API.md §5).
  assert.equal(loginBody('sms', { mobileNum: '917', verificationCode: '123456', countryDialingCode: '63', captcha: '12' }, false, true), {
    type: 'sms',
    username: '917',
    password: '123456',
    countryDialingCode: '63',
    remember: false,
    captcha: '12',
  });
});
l('the login captcha: required with please write code, digits, at most 6', () => {
  const captcha = loginFields('username', true)[2]!;
  assert.is(verify(captcha, '')?.key, 'in_vwrite_code');
  assert.is(verify(captcha, '12a4')?.key, 'in_vwrite_code');
  assert.is(verify(captcha, '1234567')?.key, 'in_vwrite_code');
  assert.is(verify(captcha, '1234'), null);
});
l('account-kind refusals', () => {
  const member = { token: 't', merchantCode: 'M', userName: 'p', type: 0 };
  const agent = { ...member, type: 1 };
  assert.is(refusalFor(member, 'agents'), 'login_non_agent');
  assert.is(refusalFor(agent, 'members'), 'login_non_member');
  assert.is(refusalFor(agent, 'agents'), null);
  assert.is(refusalFor(member, 'any'), null);
});
l('change password asks for the old password only when none is held', () => {
  assert.ok(changePasswordFields(true).some((f) => f.name === 'oldPassword'));
  assert.not.ok(changePasswordFields(false).some((f) => f.name === 'oldPassword'));
  const confirm = changePasswordFields(false).find((f) => f.name === 'confirmNewPassword')!;
  assert.is(verify(confirm, '', { newPassword: 'a' })?.key, 'in_incorrect_password');
  assert.is(verify(confirm, 'b', { newPassword: 'a' })?.key, 'in_confirmation_correct');
});
l.run();
