// The login form: messages of the shared routine and focus on the first failing field, the captcha hidden until a
// refusal asks for it (then loaded; a tap reloads it and clears the input), input kept after a failure, and
// filled fields re-checked 200 ms after a language change. Timed with the fake clock.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { ruleMap } from '../../../sandbox/data/register.ts';
import { ServerError } from '../../../engine/api/errors/index.ts';
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
  fakeCall('captcha', async () => `data:image/svg+xml;base64,${btoa(`<svg n="${++captchas}"/>`)}`);
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
async function mount() {
  const { wrap } = stubEngine();
  render(wrap(<LoginForm config={{ accept: 'any' }} />));
  await flush();
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

s.run();
