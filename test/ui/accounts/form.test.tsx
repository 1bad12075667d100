// The general form widget: required asterisks, touchedValid keeps submit disabled until a field is touched and none
// fails, the body sent to the named call (numbers as numbers, optional empty fields left out, params added),
// success message and actions after successMs, and on failure the input kept except the fields clearOnError names.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { ServerError } from '../../../engine/api/errors/index.ts';
import type { FormProps } from '../../../generated/types.ts';
import Form from '../../../widgets/form.tsx';
import { installFakeClock, type FakeClock } from '../fake-clock.ts';
import { $, cleanup, fire, render } from '../render.tsx';
import { fakeCall, clearFakes, stubEngine } from '../engine-stub.tsx';

let fake: { clock: FakeClock; restore: () => void };
const s = suite('form widget');
s.before(setupDom);
s.before.each(() => {
  fake = installFakeClock();
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
function type(el: HTMLInputElement | HTMLTextAreaElement, value: string) {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
  fire(el, 'input');
}
const config: FormProps = {
  fields: [
    { name: 'amount', label: 'amount', type: 'number', required: true, min: 100, max: 5000 },
    { name: 'note', label: 'note', type: 'textarea', max: 20 },
  ],
  submit: {
    call: 'transferUpline',
    label: 'send',
    params: { channel: 'x' },
    success: 'done',
    successMs: 1000,
    actions: [{ do: 'navigate', to: '/m/home' }],
    enable: 'touchedValid',
    clearOnError: [{ errorCode: 'too.much', fields: ['amount'] }],
  },
};
const submitButton = () => $('button[type="submit"]') as HTMLButtonElement;

s('required fields carry an asterisk; submit waits for a touched, valid form', async () => {
  const { wrap } = stubEngine();
  render(wrap(<Form config={config} />));
  await flush();
  assert.is(document.querySelectorAll('.f-required').length, 1);
  assert.ok(submitButton().disabled);
  type($('input[name="amount"]') as HTMLInputElement, '50');
  assert.ok(submitButton().disabled, 'below the minimum');
  type($('input[name="amount"]') as HTMLInputElement, '150');
  assert.not.ok(submitButton().disabled);
});

s('sends the body to the named call, then shows success and runs the actions after successMs', async () => {
  const sent: unknown[] = [];
  fakeCall('transferUpline', async (body) => {
    sent.push(body);
    return true;
  });
  const { wrap, ran } = stubEngine();
  render(wrap(<Form config={config} />));
  await flush();
  type($('input[name="amount"]') as HTMLInputElement, ' 250.5 ');
  fire($('form'), 'submit');
  await flush();
  assert.equal(sent, [{ channel: 'x', amount: 250.5 }]);
  assert.equal(ran, []);
  act(() => fake.clock.advance(1000));
  assert.equal(ran, [{ do: 'navigate', to: '/m/home' }]);
});

s('a failure keeps what was typed, except the fields clearOnError names for that code', async () => {
  fakeCall('transferUpline', async () => {
    throw new ServerError('too.much', 'Amount too high', 200);
  });
  const { wrap, ran } = stubEngine();
  render(wrap(<Form config={config} />));
  await flush();
  type($('input[name="amount"]') as HTMLInputElement, '300');
  type($('textarea[name="note"]') as HTMLTextAreaElement, 'rent');
  fire($('form'), 'submit');
  await flush();
  assert.is(($('input[name="amount"]') as HTMLInputElement).value, '');
  assert.is(($('textarea[name="note"]') as HTMLTextAreaElement).value, 'rent');
  assert.equal(ran, []);
});

s.run();
