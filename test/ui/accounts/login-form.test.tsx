// The login form: messages of the shared routine and focus on the first failing field, the captcha hidden until a
// refusal asks for it (then loaded; a tap reloads it and clears the input), input kept after a failure, filled
// fields re-checked 200 ms after a language change, and signing in as the platform's client does: the login's
// token, then member info asked with it, and change password first for 123456 or an expired password under the
// flag. Timed with the fake clock.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { ruleMap } from '../../../sandbox/data/register.ts';
import { ServerError } from '../../../engine/api/errors/index.ts';
import { session, signOut } from '../../../engine/session/store.ts';
import { emit, EVENTS } from '../../../engine/events.ts';
import { LANG_DEBOUNCE_LOGIN_MS } from '../../../engine/page-constants.ts';
import LoginForm from '../../../widgets/login-form.tsx';
import { installFakeClock, type FakeClock } from '../fake-clock.ts';
import { $, cleanup, fire, render } from '../render.tsx';
import { fakeCall, clearFakes, stubEngine } from '../engine-stub.tsx';

let fake: { clock: FakeClock; restore: () => void };
let captchas = 0;
const s = suite('login form');
s.before(setupDom);
s.before.each(() => {
  fake = installFakeClock();
  captchas = 0;
  localStorage.clear();
  fakeCall('registerValidation', async () => ruleMap());
  // As the platform answers: a base64 PNG without the data: prefix.
  fakeCall('captcha', async () => btoa(`png-${++captchas}`));
  fakeCall('login', async () => {
    throw new ServerError('login.failed', 'Incorrect username or password', 200, { captcha: true });
  });
});
s.after.each(async () => {
  await flush();
  fake.restore();
  clearFakes();
  cleanup();
});
s.after(teardownDom);

const flush = () =>
  act(async () => {
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  });
function type(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  fire(input, 'input');
}
async function mount(extra: Parameters<typeof stubEngine>[0] = {}, config: Record<string, unknown> = {}) {
  const stub = stubEngine({ merchant: 'M1', ...extra });
  render(stub.wrap(<LoginForm config={{ accept: 'any', ...config }} />));
  await flush();
  return stub;
}
const input = (name: string) => $(`input[name="${name}"]`) as HTMLInputElement;
const messages = () => [...document.querySelectorAll('.f-error')].map((e) => e.textContent);

s('submitting empty shows required messages and focuses the first failing field', async () => {
  await mount();
  fire($('form'), 'submit');
  assert.equal(messages(), ['form_required', 'form_required']);
  assert.is(document.activeElement, input('username'));
  type(input('username'), 'player01');
  fire($('form'), 'submit');
  assert.equal(messages(), ['form_required']);
  assert.is(document.activeElement, input('password'));
});

s('a value breaking the server rule shows its message with the bounds', async () => {
  await mount();
  type(input('username'), 'ab');
  fire(input('username'), 'focusout');
  assert.equal(messages(), ['account_format_incorrect:4,16']);
  type(input('username'), 'abcd');
  assert.equal(messages(), []);
});

s('the captcha stays hidden until a refusal asks for it; then it loads, and a tap reloads it and clears the input', async () => {
  await mount();
  assert.is(document.querySelector('input[name="captcha"]'), null);
  assert.is(captchas, 0);
  type(input('username'), 'player01');
  type(input('password'), 'WrongPass1');
  fire($('form'), 'submit');
  await flush();
  assert.ok(input('captcha'), 'captcha field shown');
  assert.is(captchas, 1);
  assert.is(($('.f-captcha img') as HTMLImageElement).getAttribute('src'), `data:image/png;base64,${btoa('png-1')}`);
  assert.is(input('password').value, 'WrongPass1', 'what the player typed is kept');
  type(input('captcha'), '1234');
  fire($('.f-captcha'), 'click');
  await flush();
  assert.is(captchas, 2);
  assert.is(input('captcha').value, '');
  fire($('form'), 'submit');
  assert.ok(messages().includes('in_vwrite_code'));
});

s('a language change re-checks filled fields after 200 ms', async () => {
  await mount();
  type(input('username'), 'ab');
  assert.equal(messages(), [], 'not shown while typing');
  act(() => emit(EVENTS.language, 'TY'));
  act(() => fake.clock.advance(LANG_DEBOUNCE_LOGIN_MS - 1));
  assert.equal(messages(), []);
  act(() => fake.clock.advance(1));
  assert.equal(messages(), ['account_format_incorrect:4,16']);
  await flush();
});

/** Answers login with the platform's value and member info (asked with that token) with the platform's fields. */
function platformSignIn(loginValue: Record<string, unknown>) {
  const seen: unknown[] = [];
  fakeCall('login', async () => loginValue);
  fakeCall('memberInfo', async (_input, options) => {
    seen.push(options?.token);
    return { id: 9, account: 'player01', nickname: 'P1', type: 0 };
  });
  return seen;
}
/** Flushes until `done` holds (the sign-in runs several calls and loads the remembered-credentials code). */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i++) await flush();
}
async function signInWith(password: string, stub: { ran: unknown[] }) {
  type(input('username'), 'player01');
  type(input('password'), password);
  fire($('form'), 'submit');
  await until(() => stub.ran.length > 0 || messages().length > 0);
}
const CHANGE = [{ do: 'replace', to: '/m/changePsw' }];
const HOME = [{ do: 'replace', to: '/m/home' }];

s('signing in: the token from login, the name and type from member info asked with it, then the actions', async () => {
  signOut();
  const seen = platformSignIn({ token: 'tok-1', firstTimeLogin: true, passwordExpired: false });
  const stub = await mount({}, { actions: HOME });
  await signInWith('Secret12', stub);
  assert.equal(seen, ['tok-1'], 'member info carries the new token before anything is stored');
  assert.equal(session.info, { token: 'tok-1', merchantCode: 'M1', userName: 'player01', type: 0, firstTimeLogin: true });
  assert.is(session.member?.nickname, 'P1');
  assert.equal(stub.ran, HOME);
  signOut();
});
s('a login answer without a token, or member info without an account, signs nobody in and says why', async () => {
  signOut();
  fakeCall('login', async () => ({ userName: 'player01' }));
  const stub = await mount({}, { actions: HOME });
  await signInWith('Secret12', stub);
  assert.is(session.info, null);
  assert.equal(stub.ran, []);
  assert.ok(messages().some((m) => m?.startsWith('login_failed_reason')));
  platformSignIn({ token: 't' });
  let asked = false;
  fakeCall('memberInfo', async () => {
    asked = true;
    return { nickname: 'no account' };
  });
  fire($('form'), 'submit');
  await until(() => asked);
  await flush();
  assert.is(session.info, null);
  assert.equal(stub.ran, []);
});
s('the password 123456 opens change password first, whatever the flag', async () => {
  signOut();
  platformSignIn({ token: 't2', firstTimeLogin: false, passwordExpired: false });
  const stub = await mount({ allowed: () => false }, { actions: HOME, passwordChange: { actions: CHANGE } });
  await signInWith('123456', stub);
  assert.equal(stub.ran, CHANGE);
  signOut();
});
s('an expired password opens change password while the gate passes, and not otherwise', async () => {
  signOut();
  platformSignIn({ token: 't3', passwordExpired: true });
  const gate = { flags: ['PWDEXPFORCECHANGE3'] };
  const on = await mount({ allowed: (g) => !!g }, { actions: HOME, passwordChange: { expiredGate: gate, actions: CHANGE } });
  await signInWith('Secret12', on);
  assert.equal(on.ran, CHANGE);
  cleanup();
  signOut();
  const off = await mount({ allowed: (g) => !g }, { actions: HOME, passwordChange: { expiredGate: gate, actions: CHANGE } });
  await signInWith('Secret12', off);
  assert.equal(off.ran, HOME);
  signOut();
});

s.run();
