// DigitRoller: shows a formatted number whose digits roll like an odometer when it changes. Digits are tabular and
// sit in fixed slots, so nothing shifts; motion is off under prefers-reduced-motion (CSS). Screen readers get the text.

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];

/** Rolls each digit of `value` (already formatted, e.g. "200,123,456.78") into place. */
export function DigitRoller({ value, className }: { value: string; className?: string }) {
  const chars = [...value];
  return (
    <span className={['ui-roller', className].filter(Boolean).join(' ')}>
      <span className="ui-visually-hidden">{value}</span>
      <span className="ui-roller__digits" aria-hidden="true">
        {chars.map((c, i) => {
          // Keys count from the right so units stay in their slot when the number gains a digit.
          const key = chars.length - i;
          const digit = DIGITS.indexOf(c);
          if (digit < 0)
            return (
              <span key={key} className="ui-roller__sep">
                {c}
              </span>
            );
          return (
            <span key={key} className="ui-roller__slot">
              <span className="ui-roller__ghost">{c}</span>
              <span className="ui-roller__strip" data-digit={digit} style={{ transform: `translateY(${-digit * 10}%)` }}>
                {DIGITS.map((d) => (
                  <span key={d}>{d}</span>
                ))}
              </span>
            </span>
          );
        })}
      </span>
    </span>
  );
}
