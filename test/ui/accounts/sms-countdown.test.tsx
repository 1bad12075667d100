// The SMS code button: idle, sending, a countdown of expiredMinutes x 60 s, idle at zero; taps while
// busy do nothing; a failed send goes back to idle. Timed with the fake clock.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createSmsCountdown, type SmsPhase } from '../../../widgets/form/sms-countdown.ts';
import { SmsButton } from '../../../widgets/form/sms-button.tsx';
import { installFakeClock, type FakeClock } from '../fake-clock.ts';
import { $, cleanup, fire, render } from '../render.tsx';

let fake: { clock: FakeClock; restore: () => void };
const s = suite('SMS countdown');
s.before(setupDom);
s.before.each(() => {
  fake = installFakeClock();
});
s.after.each(() => {
  fake.restore();
  cleanup();
});
s.after(teardownDom);

s('sending, then minutes x 60 seconds, then idle at zero', async () => {
  const seen: SmsPhase[] = [];
  const machine = createSmsCountdown((p) => seen.push(p));
  let resolve!: (n: number) => void;
  const started = machine.request(
    () =>
      new Promise((r) => {
        resolve = r;
      }),
  );
  assert.equal(machine.state, { phase: 'sending' });
  resolve(5);
  assert.ok(await started);
  assert.equal(machine.state, { phase: 'counting', left: 300 });
  fake.clock.advance(999);
  assert.equal(machine.state, { phase: 'counting', left: 300 });
  fake.clock.advance(1);
  assert.equal(machine.state, { phase: 'counting', left: 299 });
  fake.clock.advance(298_000);
  assert.equal(machine.state, { phase: 'counting', left: 1 });
  fake.clock.advance(1000);
  assert.equal(machine.state, { phase: 'idle' });
  assert.is(fake.clock.pending(), 0);
  assert.equal(seen[0], { phase: 'sending' });
});

s('a request while sending or counting does nothing', async () => {
  const machine = createSmsCountdown(() => {});
  let sends = 0;
  const send = async () => {
    sends++;
    return 1;
  };
  await machine.request(send);
  assert.not.ok(await machine.request(send));
  fake.clock.advance(30_000);
  assert.not.ok(await machine.request(send));
  assert.is(sends, 1);
  fake.clock.advance(30_000);
  assert.ok(await machine.request(send));
  assert.is(sends, 2);
});

s('a failed send (null or throwing) returns to idle without counting', async () => {
  const machine = createSmsCountdown(() => {});
  assert.not.ok(await machine.request(async () => null));
  assert.equal(machine.state, { phase: 'idle' });
  assert.not.ok(
    await machine.request(async () => {
      throw new Error('down');
    }),
  );
  assert.equal(machine.state, { phase: 'idle' });
  assert.is(fake.clock.pending(), 0);
});

s('dispose stops the countdown', async () => {
  const machine = createSmsCountdown(() => {});
  await machine.request(async () => 1);
  machine.dispose();
  assert.is(fake.clock.pending(), 0);
});

s('the button shows the seconds left and ignores taps while busy', () => {
  let taps = 0;
  const t = (k: string, p?: unknown[]) => (p ? `${k}:${p.join(',')}` : k);
  const view = render(<SmsButton state={{ phase: 'idle' }} onSend={() => taps++} t={t} />);
  assert.is($('button').textContent, 'form_sms_send');
  fire($('button'), 'click');
  assert.is(taps, 1);
  view.rerender(<SmsButton state={{ phase: 'counting', left: 42 }} onSend={() => taps++} t={t} />);
  assert.is($('button').textContent, 'form_sms_resend_in:42');
  assert.is($('button').getAttribute('aria-disabled'), 'true');
  fire($('button'), 'click');
  assert.is(taps, 1);
});

s.run();
