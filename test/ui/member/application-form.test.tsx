// The promotion application form: character counter, image rules with clear errors, previews, submit payload.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { ApplicationForm } from '../../../widgets/member/application-form.tsx';
import { ServerError } from '../../../engine/api/errors/server-error.ts';
import { $, cleanup, fire, render } from '../render.tsx';
import { stubEngine as engine, fakeCall as fake, flush, clearFakes as restore } from '../engine-stub.tsx';

const s = suite('ApplicationForm');
s.before(setupDom);
s.after.each(() => {
  cleanup();
  restore();
});
s.after(teardownDom);

const file = (name: string, type: string, size: number) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};
function pick(files: File[]) {
  const input = $('input[type="file"]') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fire(input, 'change');
}
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

s('the comment shows a live counter and is capped at 140', () => {
  const { wrap } = engine();
  render(wrap(<ApplicationForm promotionId={102} onApplied={() => {}} />));
  const area = $('textarea') as HTMLTextAreaElement;
  assert.is(area.maxLength, 140);
  assert.is($('.pd-form__counter').textContent, '0/140');
});

s('wrong type, too large and a fourth image each give their error; good images are listed', () => {
  const { wrap } = engine();
  render(wrap(<ApplicationForm promotionId={102} onApplied={() => {}} />));
  pick([file('a.gif', 'image/gif', 10)]);
  assert.is(alertText(), 'promo_image_type');
  pick([file('big.png', 'image/png', 5 * 1024 * 1024 + 1)]);
  assert.is(alertText(), 'promo_image_size:5');
  pick([file('1.png', 'image/png', 10), file('2.jpg', 'image/jpeg', 10), file('3.png', 'image/png', 10), file('4.png', 'image/png', 10)]);
  assert.is(alertText(), 'promo_image_count:3');
  assert.is(document.querySelectorAll('.pd-form__thumb').length, 3);
  assert.is(document.querySelector('input[type="file"]'), null, 'no add button once 3 are attached');
  fire($('button[aria-label="promo_remove_image:1.png"]'), 'click');
  assert.is(document.querySelectorAll('.pd-form__thumb').length, 2);
  assert.ok(document.querySelector('input[type="file"]'));
});

s('submitting sends the comment and image facts, then reports success', async () => {
  let sent: unknown = null;
  let applied = 0;
  fake('applyPromotion', async (input) => {
    sent = input;
    return true;
  });
  const { wrap, toasts } = engine();
  render(
    wrap(
      <ApplicationForm
        promotionId={102}
        onApplied={() => {
          applied++;
        }}
      />,
    ),
  );
  const area = $('textarea') as HTMLTextAreaElement;
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, '  my slip  ');
  });
  fire(area, 'input');
  pick([file('slip.jpg', 'image/jpeg', 2048)]);
  await act(async () => {
    fire($('form'), 'submit');
    await flush();
  });
  assert.equal(sent, { promotionId: 102, comment: 'my slip', images: [{ name: 'slip.jpg', type: 'image/jpeg', size: 2048 }] });
  assert.equal([toasts, applied], [['promo_applied'], 1]);
});

s('a refusal from the platform is shown as its message', async () => {
  fake('applyPromotion', async () => {
    throw new ServerError('promotion.not.open', 'no', 200);
  });
  const { wrap } = engine();
  render(wrap(<ApplicationForm promotionId={102} onApplied={() => {}} />));
  await act(async () => {
    fire($('form'), 'submit');
    await flush();
  });
  assert.is(alertText(), 'promo_not_open');
});

s.run();
