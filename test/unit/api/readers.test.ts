// engine/api/readers/: each reader over the forms the platform document shows (PLATFORM-API.md §5, §6), and over
// missing or garbled data, which gives a MalformedResponseError or an empty state, never a crash or a wrong number.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { MalformedResponseError } from '../../../engine/api/errors/index.ts';
import {
  freeplayTokenOf,
  loginTokenOf,
  memberOf,
  mustChangePassword,
  registerTokenOf,
  sessionInfoOf,
  wantsCaptcha,
} from '../../../engine/api/readers/session.ts';
import { balanceOf, isSingleWallet } from '../../../engine/api/readers/wallet.ts';
import { captchaSrcOf, smsMinutesOf } from '../../../engine/api/readers/codes.ts';
import { checkResponse } from '../../../engine/api/validate.ts';

const env = (value: unknown, extra: Record<string, unknown> = {}) => ({ success: true, value, errorCode: null, message: null, ...extra });
const unreadable = (fn: () => unknown) => assert.throws(fn, (e: unknown) => e instanceof MalformedResponseError);
const GARBAGE: unknown[] = [null, undefined, 0, '', 'x', [], {}, { token: 1 }, { value: { token: 't' } }];

const signIn = suite('readers/session');
signIn('login: the token and the two flags; the document says nothing of the name and type', () => {
  assert.equal(checkResponse('login', env({ token: 'abc', firstTimeLogin: true, passwordExpired: false, extra: 1 })), []);
  assert.equal(loginTokenOf({ token: 'abc', firstTimeLogin: true, passwordExpired: false, extra: 1 }), {
    token: 'abc',
    firstTimeLogin: true,
    passwordExpired: false,
  });
  assert.equal(loginTokenOf({ token: 'abc' }), { token: 'abc' });
  assert.equal(loginTokenOf({ token: 'abc', firstTimeLogin: 'yes' }), { token: 'abc' }, 'a garbled flag is left out');
  for (const bad of GARBAGE) unreadable(() => loginTokenOf(bad));
  assert.ok(checkResponse('login', env({ userName: 'x' })).length > 0, 'the schema wants the token');
});
signIn('free play: the token in the value or beside success (quirk 11), free play trial merchant code kept', () => {
  assert.equal(freeplayTokenOf({ token: 't1' }), { token: 't1' });
  assert.equal(freeplayTokenOf({ token: 't1', merchantCode: 'TRIAL', trial: 1, firstTimeLogin: true }), {
    token: 't1',
    merchantCode: 'TRIAL',
    trial: 1,
  });
  assert.equal(checkResponse('loginFreeplay', env(null, { token: 't1' })), [], 'the envelope may carry the token');
  assert.equal(checkResponse('loginFreeplay', env({ token: 't1' })), []);
  for (const bad of GARBAGE) unreadable(() => freeplayTokenOf(bad));
});
signIn('registration: value.token signs the new member in; without one nobody is', () => {
  assert.equal(registerTokenOf({ token: 'n1', firstTimeLogin: true }), { token: 'n1', firstTimeLogin: true });
  for (const none of [null, {}, { token: '' }, 'x']) assert.is(registerTokenOf(none), null);
  assert.equal(checkResponse('register', env(null)), []);
});
signIn("a refusal's truthy value.captcha asks for a captcha", () => {
  for (const yes of [{ captcha: true }, { captcha: 1 }, { captcha: 'true' }]) assert.ok(wantsCaptcha(yes));
  for (const no of [null, {}, { captcha: false }, { captcha: 0 }, { captcha: 'false' }, [true], 'captcha']) assert.not.ok(wantsCaptcha(no));
  assert.equal(checkResponse('login', { success: false, errorCode: 'login.failed', message: 'x', value: { captcha: true } }), []);
});
signIn('member info: account, nickname and type are read; assumed fields kept when well-formed, left out otherwise', () => {
  const platform = { id: 7, account: 'player01', nickname: 'P', type: 0, something: 'new' };
  assert.equal(checkResponse('memberInfo', env(platform)), []);
  assert.equal(memberOf(platform), { account: 'player01', type: 0, userName: 'player01', id: 7, nickname: 'P' });
  assert.equal(memberOf({ account: 'a1', type: '41', regDate: 12, vipLabel: 'VIP 2', toUpline: 'yes', vipLevel: '2' }), {
    account: 'a1',
    type: 41,
    userName: 'a1',
    vipLabel: 'VIP 2',
    vipLevel: 2,
  });
  for (const bad of [null, [], {}, { account: 'x' }, { type: 0 }, { account: '', type: 0 }, { account: 'x', type: 'agent' }])
    unreadable(() => memberOf(bad));
});
signIn('the session: the token and flag of the sign-in, the account and type of member info, the configured merchant', () => {
  const member = memberOf({ account: 'player01', type: 0 });
  assert.equal(sessionInfoOf({ token: 't', firstTimeLogin: false, passwordExpired: true }, member, 'M1'), {
    token: 't',
    merchantCode: 'M1',
    userName: 'player01',
    type: 0,
    firstTimeLogin: false,
  });
});
signIn('a forced password change: 123456 always, an expired one under the flag, never after SMS or firebase', () => {
  const username = (password: string, forceOnExpiry = true) => ({ method: 'username' as const, password, forceOnExpiry });
  assert.ok(mustChangePassword({}, username('123456', false)));
  assert.ok(mustChangePassword({ passwordExpired: true }, username('Secret1')));
  assert.not.ok(mustChangePassword({ passwordExpired: true }, username('Secret1', false)));
  assert.not.ok(mustChangePassword({ passwordExpired: false }, username('Secret1')));
  assert.not.ok(mustChangePassword({ passwordExpired: true }, { method: 'sms', password: '123456', forceOnExpiry: true }));
  assert.not.ok(mustChangePassword({ passwordExpired: true }, { method: 'firebase', forceOnExpiry: true }));
});
signIn.run();

const wallet = suite('readers/wallet');
wallet("the balance: v2's number, or the older build's balances per account", () => {
  assert.equal(checkResponse('wallet', env(1523.75)), []);
  assert.is(balanceOf(1523.75), 1523.75);
  assert.is(balanceOf('10.5'), 10.5);
  const older = {
    balances: [
      { accountName: 'MAIN', availBalance: 100.1 },
      { accountName: 'LOTT', availBalance: 0.2 },
    ],
  };
  assert.equal(checkResponse('wallet', env(older)), []);
  assert.is(balanceOf(older), 100.3);
  for (const bad of [null, undefined, 'abc', {}, { balances: [] }, { balances: [{ accountName: 'X' }] }, { sumBalance: 'x' }, NaN])
    unreadable(() => balanceOf(bad));
  assert.ok(checkResponse('wallet', env({ balance: 1 })).length > 0);
});
wallet("the merchant wallet's isSingle", () => {
  assert.is(isSingleWallet({ isSingle: true }), true);
  assert.is(isSingleWallet({ isSingle: false, other: 1 }), false);
  for (const bad of [null, {}, { isSingle: 'Y' }, []]) assert.is(isSingleWallet(bad), null);
  assert.equal(checkResponse('merchantWallet', env({ isSingle: true })), []);
});
wallet.run();

const codes = suite('readers/codes');
codes('the captcha: a base64 PNG without prefix becomes a data URL; a data URL stays; anything else fails', () => {
  assert.equal(checkResponse('captcha', env('iVBORw0KGgo=')), []);
  assert.is(captchaSrcOf('iVBORw0KGgo='), 'data:image/png;base64,iVBORw0KGgo=');
  assert.is(captchaSrcOf('iVBO\nRw0K'), 'data:image/png;base64,iVBORw0K');
  assert.is(captchaSrcOf('data:image/png;base64,AAA'), 'data:image/png;base64,AAA');
  for (const bad of [null, 1, '', '<svg/>', 'javascript:alert(1)', { value: 'AAA' }]) unreadable(() => captchaSrcOf(bad));
  assert.ok(checkResponse('captcha', env('data:image/svg+xml;base64,AAA')).length > 0);
});
codes('the SMS countdown minutes (value.expiredMinutes), or null', () => {
  assert.is(smsMinutesOf({ expiredMinutes: 5 }), 5);
  assert.is(smsMinutesOf({ expiredMinutes: '3' }), 3);
  for (const bad of [null, {}, { expiredMinutes: 0 }, { expiredMinutes: -1 }, { expiredMinutes: 'x' }]) assert.is(smsMinutesOf(bad), null);
});
codes.run();
