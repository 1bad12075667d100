// usePress: press delay 130 ms, long press 370 ms versus a short press, 300 ms mouse lock after touch, keyboard.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { LONG_PRESS_MS, MOUSE_LOCK_AFTER_TOUCH_MS, PRESS_DELAY_MS } from '../../engine/page-constants.ts';
import { usePress } from '../../widgets/ui/use-press.ts';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { $, cleanup, fire, render, run } from './render.tsx';

let fake: { clock: FakeClock; restore: () => void };
let log: string[];
const press = suite('usePress');
press.before(setupDom);
press.before.each(() => {
  fake = installFakeClock();
  log = [];
});
press.after.each(() => {
  fake.restore();
  cleanup();
});
press.after(teardownDom);

function Pressable({ long = true, as = 'button' }: { long?: boolean; as?: 'button' | 'div' }) {
  const { pressed, handlers } = usePress({ onPress: () => log.push('press'), onLongPress: long ? () => log.push('long') : undefined });
  const Tag = as;
  return (
    <Tag id="target" data-pressed={pressed} role={as === 'div' ? 'button' : undefined} tabIndex={0} {...handlers}>
      go
    </Tag>
  );
}

const touch = (x = 0, y = 0) => ({ touches: [{ clientX: x, clientY: y }] });
const wait = (ms: number) => run(() => fake.clock.advance(ms));

press('the timings are the spec values', () => {
  assert.equal([PRESS_DELAY_MS, LONG_PRESS_MS, MOUSE_LOCK_AFTER_TOUCH_MS], [130, 370, 300]);
});

press('pressed look appears at 130 ms, not at 129 ms', () => {
  render(<Pressable />);
  const el = $('#target');
  fire(el, 'touchstart', touch());
  wait(PRESS_DELAY_MS - 1);
  assert.is(el.dataset.pressed, 'false');
  wait(1);
  assert.is(el.dataset.pressed, 'true');
  fire(el, 'touchend');
  assert.is(el.dataset.pressed, 'false');
});

press('a short touch (release at 369 ms) presses once', () => {
  render(<Pressable />);
  const el = $('#target');
  fire(el, 'touchstart', touch());
  wait(LONG_PRESS_MS - 1);
  fire(el, 'touchend');
  assert.equal(log, ['press']);
});

press('holding 370 ms long-presses, and the release is not a press', () => {
  render(<Pressable />);
  const el = $('#target');
  fire(el, 'touchstart', touch());
  wait(LONG_PRESS_MS - 1);
  assert.equal(log, []);
  wait(1);
  assert.equal(log, ['long']);
  fire(el, 'touchend');
  assert.equal(log, ['long']);
});

press('without onLongPress a long hold is an ordinary press', () => {
  render(<Pressable long={false} />);
  const el = $('#target');
  fire(el, 'touchstart', touch());
  wait(1000);
  fire(el, 'touchend');
  assert.equal(log, ['press']);
});

press('a finger that moves (scroll) is no press', () => {
  render(<Pressable />);
  const el = $('#target');
  fire(el, 'touchstart', touch(10, 10));
  fire(el, 'touchmove', touch(10, 40));
  fire(el, 'touchend');
  wait(1000);
  assert.equal(log, []);
});

press('mouse events within 300 ms of a touch are ignored; after that they work', () => {
  render(<Pressable />);
  const el = $('#target');
  fire(el, 'touchstart', touch());
  fire(el, 'touchend');
  wait(MOUSE_LOCK_AFTER_TOUCH_MS - 1);
  fire(el, 'mousedown');
  fire(el, 'mouseup');
  fire(el, 'click');
  assert.equal(log, ['press'], 'the emulated click is not a second press');
  wait(1);
  fire(el, 'mousedown');
  fire(el, 'mouseup');
  fire(el, 'click');
  assert.equal(log, ['press', 'press']);
});

press('mouse long press swallows the following click', () => {
  render(<Pressable />);
  const el = $('#target');
  fire(el, 'mousedown');
  wait(LONG_PRESS_MS);
  fire(el, 'mouseup');
  fire(el, 'click');
  assert.equal(log, ['long']);
  fire(el, 'click');
  assert.equal(log, ['long', 'press'], 'later clicks work again');
});

press('Enter and Space activate a non-button element; a native button relies on its click', () => {
  render(<Pressable as="div" />);
  fire($('#target'), 'keydown', { key: 'Enter' });
  fire($('#target'), 'keydown', { key: ' ' });
  fire($('#target'), 'keydown', { key: 'a' });
  assert.equal(log, ['press', 'press']);
  cleanup();
  log = [];
  render(<Pressable />);
  fire($('#target'), 'keydown', { key: 'Enter' });
  assert.equal(log, [], 'no double press: the browser turns Enter into a click');
  fire($('#target'), 'click');
  assert.equal(log, ['press']);
});

press.run();
