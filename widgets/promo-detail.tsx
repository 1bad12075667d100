// One promotion (id query): cover, title, MM/DD/YYYY period, sanitised content and the member's status/action.
import type { PromoDetailProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { Icon } from './ui/all-icons.ts';
import { RemoteView } from './member/remote-view.tsx';
import { SafeHtml } from './member/safe-html.tsx';
import { TRIAL_MEMBER_TYPE } from '../engine/constants.ts';
import { PromoAction } from './member/promo-action.tsx';
import { detailDate, period } from './ui/dates.ts';
import { coverOf, loadPromotions, loadStatuses } from './member/promotions.ts';
import './promo-list.css';
import './promo-detail.css';

export default function PromoDetail({ config }: WidgetProps<PromoDetailProps>) {
  const engine = useEngine();
  const { t, language, params, run, navigate } = engine;
  const signedIn = useStore(engine.session.state, (s) => !!s.info);
  const trial = useStore(engine.session.state, (s) => s.info?.type === TRIAL_MEMBER_TYPE);
  const id = Number(params.id);
  const remote = useData(
    async () => {
      const [promos, statuses] = await Promise.all([loadPromotions(engine), loadStatuses(engine, signedIn && !trial)]);
      return { promo: promos.find((p) => p.id === id) ?? null, status: statuses[id] };
    },
    [language, id, signedIn],
    { serve: true },
  );

  return (
    <RemoteView remote={remote} skeleton={{ count: 2 }}>
      {({ promo, status }) => {
        if (!promo) {
          return (
            <EmptyState
              text={t('promo_not_found')}
              icon={<Icon name="gift" size={34} />}
              action={
                <Button variant="secondary" onClick={() => navigate(config.listTo)}>
                  {t('promo_see_all')}
                </Button>
              }
            />
          );
        }
        const cover = coverOf(promo);
        return (
          <article className="pd" aria-labelledby="promo-title">
            {cover && <img className="pd__cover" src={cover} alt="" width={690} height={260} />}
            <div className="pd__head">
              <h2 id="promo-title" className="pd__title">
                {promo.title}
              </h2>
              <p className="pd__dates">
                <Icon name="clock" size={16} />
                <span>{period(promo, detailDate, t('member_long_term'))}</span>
              </p>
            </div>
            <SafeHtml className="pd__content" html={promo.content} />
            {signedIn && !trial && status && (
              <PromoAction promotionId={promo.id} status={status} form={config.applicationForm !== false} onChanged={remote.reload} />
            )}
            {!signedIn && (
              <div className="pd-action">
                <Button block onClick={() => run(config.login)}>
                  {t('promo_login_to_join')}
                </Button>
              </div>
            )}
          </article>
        );
      }}
    </RemoteView>
  );
}
