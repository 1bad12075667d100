// The promotions page: category tabs and promotion cards; an id query scrolls to (or opens) that promotion.
import { useEffect, useMemo, useState } from 'react';
import type { PromoListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, useStore } from '../engine/widget-module.ts';
import { Tabs } from './ui/tabs.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { Icon } from './ui/all-icons.ts';
import { RemoteView } from './member/remote-view.tsx';
import { PromoCard } from './member/promo-card.tsx';
import { inCategory, loadCategories, loadPromotions, loadStatuses } from './member/promotions.ts';
import './promo-list.css';

const withId = (route: string, id: number) => `${route}${route.includes('?') ? '&' : '?'}id=${id}`;

export default function PromoList({ config }: WidgetProps<PromoListProps>) {
  const engine = useEngine();
  const { t, language, params, navigate } = engine;
  const signedIn = useStore(engine.session.state, (s) => !!s.info);
  const remote = useData(
    async () => {
      const [promos, categories, statuses] = await Promise.all([
        loadPromotions(engine),
        loadCategories(engine),
        loadStatuses(engine, signedIn),
      ]);
      return { promos, categories, statuses };
    },
    [language, signedIn],
    { serve: true },
  );
  const tabs = useMemo(
    () => [
      ...(config.allTab ? [{ id: 'all', label: t(config.allTab) }] : []),
      // Tabs from the loaded categories, kept while loading again, gone after a failure (the retry shows alone).
      ...((remote.status !== 'failed' && remote.value?.categories) || []).map((c) => ({ id: String(c.id), label: c.name })),
    ],
    [config.allTab, remote.value, remote.status, t],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const active = picked ?? tabs[0]?.id ?? 'all';
  const wanted = Number(params.id);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once the list is in: the promotion of ?id is opened or scrolled to once, not again on later renders
  useEffect(() => {
    if (remote.status !== 'ready' || !wanted || !remote.value?.promos.some((p) => p.id === wanted)) return;
    if (config.onId === 'open') {
      navigate(withId(config.detailTo, wanted), { replace: true });
      return;
    }
    const card = document.getElementById(`promo-${wanted}`);
    card?.scrollIntoView({ block: 'center' });
    card?.querySelector('a')?.focus({ preventScroll: true });
  }, [remote.status]);

  return (
    <section className="pl" aria-label={t('activity_center')}>
      {tabs.length > 1 && (
        <Tabs className="pl__tabs" tabs={tabs} active={active} onChange={setPicked} label={t('member_promo_categories')} />
      )}
      <RemoteView remote={remote} skeleton={{ count: 3 }}>
        {({ promos, statuses }) => {
          const shown = promos.filter((p) => inCategory(p, active));
          if (!shown.length) return <EmptyState text={t(config.empty ?? 'no_promotions')} icon={<Icon name="gift" size={34} />} />;
          return (
            // biome-ignore lint/a11y/noRedundantRoles: Safari drops the list role of a list styled without markers
            <ul className="pl__list" role="list">
              {shown.map((p) => (
                <li key={p.id} id={`promo-${p.id}`} className={p.id === wanted ? 'pl__item is-target' : 'pl__item'}>
                  <PromoCard promo={p} status={statuses[p.id]} href={withId(config.detailTo, p.id)} onOpen={navigate} />
                </li>
              ))}
            </ul>
          );
        }}
      </RemoteView>
    </section>
  );
}
