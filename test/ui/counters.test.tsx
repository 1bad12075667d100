// Counters: jackpot range and 2-decimal format, promo counter start, steps and 3/4/5 s cadence, digit roller.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { JACKPOT_MAX, JACKPOT_MIN, JACKPOT_TICK_MS } from '../../engine/constants.ts';
import { formatAmount, jackpotNext, jackpotStart } from '../../widgets/ui/counters.ts';
import { JackpotCounter } from '../../widgets/ui/counters.tsx';
import { PromoCounter, promoDelayMs, promoStart, promoStep } from '../../widgets/ui/promo-counter.tsx';
import { DigitRoller } from '../../widgets/ui/digit-roller.tsx';
import { installFakeClock, type FakeClock } from './fake-clock.ts';
import { $, cleanup, render, run } from './render.tsx';

/** A random source that returns the given values in turn (then repeats the last). */
const seq = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)] ?? 0;
};
const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
const decimals = (n: number) => Math.round(n * 100) / 100 === n;

const jackpot = suite('jackpot');
jackpot('the range is the spec value', () => assert.equal([JACKPOT_MIN, JACKPOT_MAX], [200_000_000, 200_999_999]));

jackpot('jackpotStart stays in range with at most 2 decimals', () => {
  assert.is(
    jackpotStart(() => 0),
    JACKPOT_MIN,
  );
  fc.assert(
    fc.property(unit, (r) => {
      const v = jackpotStart(() => r);
      return v >= JACKPOT_MIN && v <= JACKPOT_MAX && decimals(v);
    }),
  );
});

jackpot('jackpotNext grows, keeps 2 decimals and never passes the maximum', () => {
  fc.assert(
    fc.property(unit, unit, (a, b) => {
      const start = jackpotStart(() => a);
      const next = jackpotNext(start, () => b);
      return next >= start && next <= JACKPOT_MAX && decimals(next);
    }),
  );
  assert.is(
    jackpotNext(JACKPOT_MAX - 0.01, () => 0.99),
    JACKPOT_MAX,
  );
});

jackpot('formatAmount groups thousands and fixes decimals', () => {
  assert.is(formatAmount(200123456.7, 2), '200,123,456.70');
  assert.is(formatAmount(1250000000, 0), '1,250,000,000');
  assert.is(formatAmount(999.999, 2), '1,000.00');
  assert.is(formatAmount(-1234.5, 1), '-1,234.5');
  assert.is(formatAmount(12, 2), '12.00');
});
jackpot('formatAmount agrees with en-US toLocaleString', () => {
  fc.assert(
    fc.property(
      fc.double({ min: 0, max: 1e12, noNaN: true }),
      fc.integer({ min: 0, max: 3 }),
      (v, d) => formatAmount(v, d) === v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d }),
    ),
  );
});

const promo = suite('promo counter');
promo('starts between 1.2e9 and 1.3e9 as a whole number', () => {
  assert.is(
    promoStart(() => 0),
    1.2e9,
  );
  fc.assert(
    fc.property(unit, (r) => {
      const v = promoStart(() => r);
      return v >= 1.2e9 && v <= 1.3e9 && Number.isInteger(v);
    }),
  );
});

promo('steps are whole numbers from 10000 to 50000, both ends reachable', () => {
  assert.is(
    promoStep(() => 0),
    10_000,
  );
  assert.is(
    promoStep(() => 0.9999999),
    50_000,
  );
  fc.assert(
    fc.property(unit, (r) => {
      const s = promoStep(() => r);
      return s >= 10_000 && s <= 50_000 && Number.isInteger(s);
    }),
  );
});

promo('the delay is 3, 4 or 5 seconds', () => {
  assert.equal(
    [0, 0.34, 0.99].map((r) => promoDelayMs(() => r)),
    [3000, 4000, 5000],
  );
});

let fake: { clock: FakeClock; restore: () => void };
const ui = suite('JackpotCounter, PromoCounter, DigitRoller');
ui.before(setupDom);
ui.before.each(() => {
  fake = installFakeClock();
});
ui.after.each(() => {
  fake.restore();
  cleanup();
});
ui.after(teardownDom);
const spoken = () => $('.ui-roller .ui-visually-hidden').textContent;

ui('DigitRoller keeps the text for screen readers and rolls each digit to its place', () => {
  render(<DigitRoller value="1,205.39" />);
  assert.is(spoken(), '1,205.39');
  const strips = [...document.querySelectorAll<HTMLElement>('.ui-roller__strip')];
  assert.equal(
    strips.map((s) => s.dataset.digit),
    ['1', '2', '0', '5', '3', '9'],
  );
  assert.is(strips[1]?.style.transform, 'translateY(-20%)');
  assert.is($('.ui-roller__digits').getAttribute('aria-hidden'), 'true');
});

ui('JackpotCounter shows the start with 2 decimals and rolls up every tick', () => {
  render(<JackpotCounter label="Jackpot" random={seq(0.5, 0)} />);
  assert.is(spoken(), '200,499,999.50');
  run(() => fake.clock.advance(JACKPOT_TICK_MS - 1));
  assert.is(spoken(), '200,499,999.50');
  run(() => fake.clock.advance(1));
  assert.is(spoken(), '200,499,999.51');
});

ui('PromoCounter adds its step after the chosen 3, 4 or 5 s delay', () => {
  // start: 0 -> 1.2e9; then per tick: delay draw, step draw.
  render(<PromoCounter label="Paid out" random={seq(0, 0.5, 0, 0.99, 0.9999999)} />);
  assert.is(spoken(), '1,200,000,000');
  run(() => fake.clock.advance(3999));
  assert.is(spoken(), '1,200,000,000', 'delay draw 0.5 means 4 s');
  run(() => fake.clock.advance(1));
  assert.is(spoken(), '1,200,010,000', 'step draw 0 adds 10000');
  run(() => fake.clock.advance(4999));
  assert.is(spoken(), '1,200,010,000', 'delay draw 0.99 means 5 s');
  run(() => fake.clock.advance(1));
  assert.is(spoken(), '1,200,060,000', 'step draw ~1 adds 50000');
});

ui('counters stop ticking when unmounted', () => {
  const { unmount } = render(<PromoCounter label="x" random={seq(0.3)} />);
  unmount();
  assert.is(fake.clock.pending(), 0);
});

jackpot.run();
promo.run();
ui.run();
