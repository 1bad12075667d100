// Focus after a failed check: the first failing field, or, while that field is
// disabled (an SMS code before a code was sent), the control that enables it (the send-code button).
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { useForm, type FormState } from '../../../widgets/form/use-form.ts';
import { $, cleanup, render, run } from '../render.tsx';
import { stubEngine } from '../engine-stub.tsx';

const { wrap } = stubEngine();

const s = suite('useForm focus');
s.before(setupDom);
s.after.each(cleanup);
s.after(teardownDom);

const FIELDS = [
  { name: 'name', label: 'name', required: true },
  { name: 'code', label: 'code', required: true },
];
let form: FormState;
function Probe({ sent }: { sent: boolean }) {
  form = useForm(FIELDS, {}, { name: 'x' });
  return (
    <form>
      <input name="name" ref={form.register('name')} defaultValue="x" />
      <input name="code" ref={form.register('code')} disabled={!sent} />
      <button type="button" ref={form.registerOpener('code')}>
        Get code
      </button>
      <button type="submit">Register</button>
    </form>
  );
}

s('a disabled failing field sends focus to the control that opens it', () => {
  render(wrap(<Probe sent={false} />));
  ($('button[type="submit"]') as HTMLButtonElement).focus();
  run(() => {
    assert.not.ok(form.check());
  });
  assert.is(document.activeElement?.textContent, 'Get code');
});
s('once enabled, the field itself takes focus', () => {
  render(wrap(<Probe sent />));
  run(() => {
    assert.not.ok(form.check());
  });
  assert.is((document.activeElement as HTMLInputElement).name, 'code');
});
s.run();
