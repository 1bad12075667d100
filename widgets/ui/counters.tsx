// Counter hooks and components: the home jackpot (rolls upward every JACKPOT_TICK_MS) and the promotions-footer
// decorative counter (adds 10000-50000 every 3, 4 or 5 s). Both take a random source so tests are deterministic.
import { useEffect, useState } from 'react';
import { useFirstValue } from '../../engine/widget-module.ts';
import { JACKPOT_DECIMALS, JACKPOT_TICK_MS } from '../../engine/constants.ts';
import { clock } from './clock.ts';
import { formatAmount, jackpotNext, jackpotStart, promoDelayMs, promoStart, promoStep, type Random } from './counters.ts';
import { DigitRoller } from './digit-roller.tsx';

/** Calls `step` after the delay `delayOf` gives, again and again, until unmount. */
function useTicker(step: () => void, delayOf: () => number): void {
  useEffect(() => {
    let timer: unknown;
    const schedule = () => {
      timer = clock.setTimeout(() => {
        step();
        schedule();
      }, delayOf());
    };
    schedule();
    return () => clock.clearTimeout(timer);
    // Set up once: step and delayOf only use setState and the random source of the first render.
  }, []);
}

/** The jackpot value: starts in range, grows every JACKPOT_TICK_MS. */
export function useJackpot(random: Random = Math.random): number {
  // The starting figure is random: the server's, on a server-rendered page, so hydration matches.
  const [value, setValue] = useState(useFirstValue(() => jackpotStart(random)));
  useTicker(
    () => setValue((v) => jackpotNext(v, random)),
    () => JACKPOT_TICK_MS,
  );
  return value;
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

/** The home jackpot panel: a translated label over the rolling amount (2 decimals). */
export function JackpotCounter({ label, currency, random }: { label: string; currency?: string; random?: Random }) {
  const value = useJackpot(random);
  return (
    <div className="ui-jackpot">
      <span className="ui-jackpot__label">{label}</span>
      <span className="ui-jackpot__amount">
        {currency && <span className="ui-jackpot__currency">{currency}</span>}
        <DigitRoller value={formatAmount(value, JACKPOT_DECIMALS)} />
      </span>
    </div>
  );
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
