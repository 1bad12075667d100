// Counter hooks and components: the home jackpot (rolls upward every JACKPOT_TICK_MS; it takes a random source so
// tests are deterministic), and the ticker the promotions-footer counter (promo-counter.tsx) shares.
import { useEffect, useState } from 'react';
import { useFirstValue } from '../../engine/widget-module.ts';
import { JACKPOT_DECIMALS, JACKPOT_TICK_MS } from '../../engine/constants.ts';
import { clock } from './clock.ts';
import { formatAmount, jackpotNext, jackpotStart, type Random } from './counters.ts';
import { DigitRoller } from './digit-roller.tsx';

/** Calls `step` after the delay `delayOf` gives, again and again, until unmount. */
export function useTicker(step: () => void, delayOf: () => number): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: set up once: step and delayOf only use setState and the random source of the first render
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
