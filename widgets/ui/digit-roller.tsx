// DigitRoller: shows a formatted number whose digits roll like an odometer when it changes. Digits are tabular and
// sit in fixed slots, so nothing shifts; motion is off under prefers-reduced-motion (CSS). Screen readers get the text.
// Each slot is three elements (a jackpot's eleven digits were 143 before the strip became one text of ten lines):
// less for the page to hydrate and style.

const DIGITS = '0123456789';
/** The strip's text: the ten digits one per line (CSS keeps the line breaks), one text node instead of ten elements. */
const STRIP = [...DIGITS].join('\n');

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
                {STRIP}
              </span>
            </span>
          );
        })}
      </span>
    </span>
  );
}
