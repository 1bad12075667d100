// One promotion card of the list: cover image, title, YYYY/MM/DD period and the member's status chip.
import { useEngine } from '../../engine/widget-module.ts';
import { listDate, period } from '../ui/dates.ts';
import { coverOf, statusKey, type Promo } from './promotions.ts';

/** A card that links to the promotion's detail. */
export function PromoCard({ promo, status, href, onOpen }: { promo: Promo; status?: string; href: string; onOpen: (to: string) => void }) {
  const { t } = useEngine();
  const cover = coverOf(promo);
  return (
    <a
      className="pl-card"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onOpen(href);
      }}
    >
      <span className="pl-card__media">
        {cover ? <img src={cover} alt="" loading="lazy" decoding="async" width={690} height={260} /> : null}
        {status && <span className={`pl-chip pl-chip--${status.replace(/\s+/g, '-').toLowerCase()}`}>{t(statusKey(status))}</span>}
      </span>
      <span className="pl-card__body">
        <span className="pl-card__title">{promo.title}</span>
        <span className="pl-card__dates">
          <span className="ui-visually-hidden">{t('member_promo_period')} </span>
          {period(promo, listDate, t('member_long_term'))}
        </span>
      </span>
    </a>
  );
}
