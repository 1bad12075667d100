// The member's status on a promotion and what they can do about it: apply (form), claim, or just the status.
import { useState } from 'react';
import { messageOf, useEngine } from '../../engine/widget-module.ts';
import { Button } from '../ui/button.tsx';
import { ApplicationForm } from './application-form.tsx';
import { statusKey, type PromoStatus } from './promotions.ts';

/** Status panel; `onChanged` reloads the status after an application or a claim. */
export function PromoAction({
  promotionId,
  status,
  form,
  onChanged,
}: {
  promotionId: number;
  status: PromoStatus;
  form: boolean;
  onChanged: () => void;
}) {
  const engine = useEngine();
  const { t, toast } = engine;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function claim() {
    setBusy(true);
    setError(null);
    try {
      await engine.call('claimPromotion', { promotionId });
      toast(t('promo_claimed'), 'success');
      onChanged();
    } catch (err) {
      setError(messageOf(err, t));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="pd-action">
      <p className="pd-action__status">
        <span>{t('promo_your_status')}</span>
        <strong className={`pl-chip-inline pl-chip--${status.replace(/\s+/g, '-').toLowerCase()}`}>{t(statusKey(status))}</strong>
      </p>
      {status === 'Claim' && (
        <Button block loading={busy} onClick={claim}>
          {t('promo_claim_now')}
        </Button>
      )}
      {status === 'Join' && form && <ApplicationForm promotionId={promotionId} onApplied={onChanged} />}
      {error && (
        <p className="pd-form__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
