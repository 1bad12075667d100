// A card of figures (team KPI counters, totals, a balance) read from one API call named in screen JSON.
import { useMemo } from 'react';
import type { StatCardProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { RetryState } from './ui/retry-state.tsx';
import { buildQuery } from './records/query.ts';
import { quickRange } from './records/date-range.ts';
import { fetchCall, useReloadOn } from './records/fetch-call.ts';
import { Figures } from './records/figures.tsx';
import './records/records.css';

export default function StatCard({ config }: WidgetProps<StatCardProps>) {
  const engine = useEngine();
  const { t, money, language, params } = engine;
  const input = useMemo(() => {
    const range = config.period ? quickRange(config.period) : null;
    return buildQuery(config.source, params, range ? { startDate: range.start, endDate: range.end } : {});
  }, [config.source, config.period, params]);
  // A reload (an event, a language change) keeps the figures shown until the new ones arrive; new input does not.
  const state = useData((signal) => fetchCall(engine, config.source.call, input, signal), [config.source.call, JSON.stringify(input)], {
    keep: 'reload',
  });
  const reload = state.reload;
  useReloadOn(config.refreshOn, reload);
  const columns = config.columns ?? 2;
  const items = config.items.map((i) => ({ ...i, label: t(i.label), format: i.format ?? 'integer' }));
  const title = config.title ? t(config.title) : undefined;
  return (
    <section className="w-stat-card" aria-label={title} aria-busy={state.status === 'loading'}>
      {title && <h2 className="rec-card-title">{title}</h2>}
      {state.status === 'failed' ? (
        <RetryState text={t('load_failed_retry')} onRetry={reload} />
      ) : state.status === 'loading' ? (
        <>
          <div className={`rec-figures rec-figures--c${columns}${config.hero ? ' rec-figures--hero' : ''}`} aria-hidden="true">
            {items.map((i) => (
              <div key={i.field} className="rec-figure rec-figure--skeleton">
                <span />
                <span />
              </div>
            ))}
          </div>
          <span className="ui-visually-hidden" role="status">
            {t('rec_loading')}
          </span>
        </>
      ) : (
        <Figures items={items} value={state.value} svc={{ t, money, language }} columns={columns} hero={config.hero} />
      )}
    </section>
  );
}
