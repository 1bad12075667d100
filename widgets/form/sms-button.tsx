// The "send code" button beside an SMS code input: idle, sending, then the seconds left; taps while busy do nothing.
// Not a live region: the form announces the code being sent (its toast), and a count read out every second would
// drown everything else a screen reader says.
import type { Ref } from 'react';
import type { SmsPhase } from './sms-countdown.ts';

/** The button; onSend is ignored while sending or counting. */
export function SmsButton({
  state,
  onSend,
  t,
  ref,
}: {
  state: SmsPhase;
  onSend: () => void;
  t: (key: string, p?: unknown[]) => string;
  ref?: Ref<HTMLButtonElement>;
}) {
  const busy = state.phase !== 'idle';
  const text =
    state.phase === 'counting'
      ? t('form_sms_resend_in', [state.left])
      : state.phase === 'sending'
        ? t('form_sms_sending_short')
        : t('form_sms_send');
  return (
    <button
      ref={ref}
      type="button"
      className="f-side-btn"
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onSend();
      }}
    >
      {text}
    </button>
  );
}
