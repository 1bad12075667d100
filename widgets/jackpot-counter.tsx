// The home jackpot: the UI kit's rolling counter (range and decimals in engine/constants.ts) in a glowing panel.
import type { JackpotCounterProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { JackpotCounter as Counter } from './ui/counters.tsx';
import './jackpot-counter.css';

export default function JackpotCounter({ config }: WidgetProps<JackpotCounterProps>) {
  const { t, lookup } = useEngine();
  const symbol = config.currency === false ? undefined : String(lookup('app.siteConfig.currency.symbol') ?? '') || undefined;
  return (
    <section className="w-jackpot" aria-label={t(config.label ?? 'home_jackpot')}>
      <Counter label={t(config.label ?? 'home_jackpot')} currency={symbol} />
    </section>
  );
}
