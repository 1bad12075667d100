// The promotions-footer decorative counter: starts between 1.2e9 and 1.3e9 and adds 10000-50000 every 3, 4 or 5 s.
// Apart from the jackpot's counters.tsx, which home's first paint carries; this one is below the fold. The maths
// take a random source, so tests pass a fixed sequence.
import { useState } from 'react';
import { useFirstValue } from '../../engine/widget-module.ts';
import { PROMO_COUNTER_INTERVALS_S, PROMO_COUNTER_START, PROMO_COUNTER_STEP } from '../../engine/page-constants.ts';
import { useTicker } from './counters.tsx';
import { formatAmount, type Random } from './counters.ts';
import { DigitRoller } from './digit-roller.tsx';

/** An integer in [min, max], both inclusive. */
const intBetween = (random: Random, min: number, max: number) => Math.min(max, min + Math.floor(random() * (max - min + 1)));

/** The promo counter's start: a whole number between 1.2e9 and 1.3e9. */
export function promoStart(random: Random): number {
  return intBetween(random, ...PROMO_COUNTER_START);
}

/** One promo counter increment: a whole number from 10000 to 50000. */
export function promoStep(random: Random): number {
  return intBetween(random, ...PROMO_COUNTER_STEP);
}

/** Milliseconds until the next promo increment: 3, 4 or 5 seconds. */
export function promoDelayMs(random: Random): number {
  const i = intBetween(random, 0, PROMO_COUNTER_INTERVALS_S.length - 1);
  return (PROMO_COUNTER_INTERVALS_S[i] ?? PROMO_COUNTER_INTERVALS_S[0]) * 1000;
}

/** The promo counter value: starts between 1.2e9 and 1.3e9, adds a step every 3, 4 or 5 s. */
export function usePromoCounter(random: Random = Math.random): number {
  const [value, setValue] = useState(useFirstValue(() => promoStart(random)));
  useTicker(
    () => setValue((v) => v + promoStep(random)),
    () => promoDelayMs(random),
  );
  return value;
}

/** The promotions-footer counter: a translated label beside a rolling whole number. */
export function PromoCounter({ label, random }: { label: string; random?: Random }) {
  const value = usePromoCounter(random);
  return (
    <p className="ui-promo-counter">
      <span>{label}</span>
      <DigitRoller className="ui-promo-counter__value" value={formatAmount(value, 0)} />
    </p>
  );
}
