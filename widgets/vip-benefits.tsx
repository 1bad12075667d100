// VIP benefits: the member's current level and a card per level with its requirements and rewards.
import type { VipBenefitsProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { RemoteView } from './member/remote-view.tsx';
import './vip-benefits.css';

export default function VipBenefits({ config }: WidgetProps<VipBenefitsProps>) {
  const engine = useEngine();
  const { t, money, language } = engine;
  const remote = useData(() => engine.call('clubBenefit'), [language], { serve: true });
  return (
    <section className="vip" aria-label={t(config.title ?? 'vip_benefits')}>
      <RemoteView remote={remote} isEmpty={(v) => !Array.isArray(v.levels) || v.levels.length === 0} skeleton={{ count: 4 }}>
        {(value) => {
          const current = value.levels.find((l) => l.level === value.currentLevel);
          return (
            <>
              <div className="vip__current">
                <span className="vip__current-label">{t('vip_current_level')}</span>
                <span className="vip__current-name">{current?.name ?? t('vip_no_level')}</span>
              </div>
              <ol className="vip__levels">
                {value.levels.map((l) => (
                  <li
                    key={l.level}
                    className={l.level === value.currentLevel ? 'vip__level is-current' : 'vip__level'}
                    aria-current={l.level === value.currentLevel ? 'true' : undefined}
                  >
                    <h2 className="vip__name">
                      {l.name}
                      {l.level === value.currentLevel && <span className="vip__you">{t('vip_you_are_here')}</span>}
                    </h2>
                    <dl className="vip__facts">
                      <div>
                        <dt>{t('vip_deposit_required')}</dt>
                        <dd>{money(l.depositRequired)}</dd>
                      </div>
                      <div>
                        <dt>{t('vip_birthday_bonus')}</dt>
                        <dd>{money(l.birthdayBonus)}</dd>
                      </div>
                      <div>
                        <dt>{t('vip_rebate_rate')}</dt>
                        <dd>{`${Number(l.rebateRate).toFixed(1)}%`}</dd>
                      </div>
                      <div>
                        <dt>{t('vip_withdraw_limit')}</dt>
                        <dd>{money(l.withdrawLimit)}</dd>
                      </div>
                    </dl>
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </RemoteView>
    </section>
  );
}
