// PromptDialog: the input is focused PROMPT_FOCUS_DELAY_MS after opening and not before; the three variants;
// submit and cancel.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { PROMPT_FOCUS_DELAY_MS } from '../../engine/page-constants.ts';
import { PromptDialog, type PromptDialogProps, type PromptResult } from '../../widgets/ui/prompt-dialog.tsx';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { $, cleanup, fire, render, run } from './render.tsx';

let fake: { clock: FakeClock; restore: () => void };
const prompt = suite('PromptDialog');
prompt.before(setupDom);
prompt.before.each(() => {
  fake = installFakeClock();
});
prompt.after.each(() => {
  fake.restore();
  cleanup();
});
prompt.after(teardownDom);

function open(extra: Partial<PromptDialogProps> = {}) {
  const calls = { confirmed: [] as PromptResult[], cancelled: 0 };
  const props: PromptDialogProps = {
    open: true,
    title: 'Enter name',
    inputLabel: 'Name',
    passwordLabel: 'Password',
    confirmLabel: 'OK',
    cancelLabel: 'Cancel',
    onConfirm: (r) => calls.confirmed.push(r),
    onCancel: () => calls.cancelled++,
    ...extra,
  };
  render(<PromptDialog {...props} />);
  return calls;
}

/** Types `value` into an input the way React notices (native setter, then an input event). */
function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set;
  setter?.call(input, value);
  fire(input, 'input');
}

prompt('the delay is the spec value', () => assert.is(PROMPT_FOCUS_DELAY_MS, 500));

prompt('focuses the input at 500 ms, not at 499 ms', () => {
  open();
  const input = $('input');
  run(() => fake.clock.advance(PROMPT_FOCUS_DELAY_MS - 1));
  assert.is.not(document.activeElement, input);
  run(() => fake.clock.advance(1));
  assert.is(document.activeElement, input);
});

prompt('closing before the delay cancels the pending focus', () => {
  open();
  cleanup();
  assert.is(fake.clock.pending(), 0);
});

prompt('plain text variant: one text input, Enter submits its value', () => {
  const calls = open({ variant: 'text' });
  const inputs = document.querySelectorAll('input');
  assert.is(inputs.length, 1);
  assert.is(inputs[0]?.type, 'text');
  type(inputs[0] as HTMLInputElement, 'alice');
  fire($('form'), 'submit');
  assert.equal(calls.confirmed, [{ value: 'alice' }]);
});

prompt('secure text variant: one masked input', () => {
  open({ variant: 'secure' });
  const inputs = document.querySelectorAll('input');
  assert.is(inputs.length, 1);
  assert.is(inputs[0]?.type, 'password');
});

prompt('login password variant: login then password, both returned; login focused first', () => {
  const calls = open({ variant: 'login' });
  const [login, password] = [...document.querySelectorAll('input')];
  assert.is(login?.autocomplete, 'username');
  assert.is(password?.type, 'password');
  run(() => fake.clock.advance(PROMPT_FOCUS_DELAY_MS));
  assert.is(document.activeElement, login);
  type(login as HTMLInputElement, 'bob');
  type(password as HTMLInputElement, 's3cret');
  fire($('form'), 'submit');
  assert.equal(calls.confirmed, [{ value: 'bob', password: 's3cret' }]);
});

prompt('inputs are labelled; Cancel and Escape cancel; mask taps do not', () => {
  const calls = open();
  assert.is($('label').textContent, 'Name');
  fake.clock.advance(1000);
  fire($('.ui-modal__mask'), 'click');
  assert.is(calls.cancelled, 0);
  fire([...document.querySelectorAll('button')].find((b) => b.textContent === 'Cancel') as Element, 'click');
  assert.is(calls.cancelled, 1);
  fire(document.body, 'keydown', { key: 'Escape' });
  assert.is(calls.cancelled, 2);
});

prompt.run();
