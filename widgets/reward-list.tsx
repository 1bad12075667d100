// The reward center: unclaimed count, then each promotion with its bonus and status; Claim works in place.
import { useState } from 'react';
import type { RewardListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { messageOf, useData, useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { Icon } from './ui/all-icons.ts';
import { RemoteView } from './member/remote-view.tsx';
import { statusKey } from './member/promotions.ts';
import './promo-list.css';
import './reward-list.css';

export default function RewardList({ config }: WidgetProps<RewardListProps>) {
  const engine = useEngine();
  const { t, money, navigate, toast } = engine;
  const remote = useData(
    () =>
      engine.call('availablePromotions').then((v) => {
        engine.setUnread('rewards', v.unclaimed);
        return v;
      }),
    [],
    { serve: true },
  );
  const [busy, setBusy] = useState<number | null>(null);
  async function claim(id: number) {
    setBusy(id);
    try {
      await engine.call('claimPromotion', { promotionId: id });
      toast(t('promo_claimed'), 'success');
      remote.reload();
    } catch (err) {
      toast(messageOf(err, t));
    } finally {
      setBusy(null);
    }
  }
  return (
    <RemoteView
      remote={remote}
      isEmpty={(v) => !v.list?.length}
      empty={config.empty ?? 'no_rewards'}
      emptyIcon="gift"
      skeleton={{ count: 4 }}
    >
      {(value) => (
        <div className="rw">
          <p className="rw__summary">
            <Icon name="gift" size={22} />
            <span>{t('reward_unclaimed_count', [value.unclaimed], value.unclaimed)}</span>
          </p>
          <ul className="rw__list">
            {value.list.map((p) => {
              const href = `${config.detailTo}${config.detailTo.includes('?') ? '&' : '?'}id=${p.id}`;
              return (
                <li key={p.id} className="rw__item">
                  <a
                    className="rw__link"
                    href={href}
                    onClick={(e) => {
                      e.preventDefault();
                      navigate(href);
                    }}
                  >
                    <span className="rw__title">{p.title}</span>
                    <span className="rw__bonus">{t('reward_bonus', [money(p.bonus)])}</span>
                  </a>
                  {p.status === 'Claim' ? (
                    <Button
                      size="sm"
                      loading={busy === p.id}
                      onClick={() => claim(p.id)}
                      aria-label={`${t('promo_claim_now')}: ${p.title}`}
                    >
                      {t('promo_status_claim')}
                    </Button>
                  ) : (
                    <span className={`pl-chip-inline pl-chip--${p.status.replace(/\s+/g, '-').toLowerCase()}`}>
                      {t(statusKey(p.status))}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </RemoteView>
  );
}
