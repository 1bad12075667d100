// The signed-in member's identity block: avatar initial, account name, VIP label, days since joining, balance.
import { useEngine, useStore } from '../../engine/widget-module.ts';
import { joinedDays } from '../ui/dates.ts';
import { wallClock } from './greeting.ts';

/** Member details from the session; a skeleton line stands in while member info loads. */
export function MemberCard({ showBalance, failed, onRetry }: { showBalance: boolean; failed: boolean; onRetry: () => void }) {
  const engine = useEngine();
  const { t, money } = engine;
  const member = useStore(engine.session.state, (s) => s.member);
  const userName = useStore(engine.session.state, (s) => s.info?.userName);
  const wallet = useStore(engine.session.state, (s) => s.wallet);
  const name = member?.account || member?.userName || userName || '';
  const days = member ? joinedDays(member.regDate, wallClock.now()) : null;
  return (
    <div className="m-card__identity">
      <span className="m-avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase() || '?'}
      </span>
      <div className="m-card__who">
        <p className="m-card__name">
          <span className="ui-visually-hidden">{t('member_account')} </span>
          {name}
          {member?.vipLabel ? <span className="m-vip">{member.vipLabel}</span> : null}
        </p>
        {days !== null ? (
          <p className="m-card__meta">{t('member_joined_days', [days], days)}</p>
        ) : failed ? (
          <button type="button" className="m-card__retry" onClick={onRetry}>
            {t('load_failed_retry')}
          </button>
        ) : member ? null : (
          // Member info without a registration date (a field the platform's document does not know) shows nothing.
          <span className="m-card__meta m-card__meta--loading" aria-hidden="true" />
        )}
      </div>
      {showBalance && (
        <div className="m-card__balance">
          <span className="m-card__balance-label">{t('member_total_balance')}</span>
          <span className="m-card__balance-value">{wallet ? money(wallet.sumBalance) : '—'}</span>
        </div>
      )}
    </div>
  );
}
