// A report bound to an API call, configured entirely in screen JSON: tabs, a date-range filter, a summary,
// records as cards or a table, paging or load-more, and loading, empty and retry states.
import { type ReactNode, useMemo, useState } from 'react';
import type { RecordListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Tabs } from './ui/tabs.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { buildQuery } from './records/query.ts';
import { usePagedRows } from './records/paged-rows.ts';
import { DateFilter, rangeOf, type RangeChoice } from './records/date-filter.tsx';
import { RecordCards, RecordTable } from './records/record-rows.tsx';
import { Figures } from './records/figures.tsx';
import { LoadMore, PageButtons } from './records/pager.tsx';
import './records/records.css';

export default function RecordList({ config }: WidgetProps<RecordListProps>) {
  const { t, money, language, params, allowed } = useEngine();
  const svc = { t, money, language };
  const filter = config.dateFilter;
  const [choice, setChoice] = useState<RangeChoice>({ kind: filter?.default ?? filter?.quick[0] ?? 'today' });
  const tabItems = (config.tabs?.items ?? []).filter((i) => allowed(i.gate));
  const asked = config.tabs?.param ? params[config.tabs.param] : undefined;
  const [tab, setTab] = useState(tabItems.find((i) => i.value === asked)?.value ?? tabItems[0]?.value ?? '');
  const paging = config.paging ?? 'more';

  const input = useMemo(() => {
    const extra: Record<string, unknown> = {};
    if (filter) {
      const range = rangeOf(choice);
      extra[filter.startKey ?? 'startDate'] = range.start;
      extra[filter.endKey ?? 'endDate'] = range.end;
    }
    if (config.tabs) extra[config.tabs.key] = tab;
    return buildQuery(config.source, params, extra);
  }, [config.source, params, filter, choice, config.tabs, tab]);

  const { state, load, reload } = usePagedRows(config.source.call, input, {
    listPath: config.source.listPath ?? 'list',
    pageSize: paging === 'none' ? undefined : (config.pageSize ?? 20),
    append: paging === 'more',
    refreshOn: config.refreshOn,
  });
  const columns = config.columns.map((c) => ({ ...c, label: t(c.label) }));
  const title = config.title ? t(config.title) : t('rec_records');
  const panelId = `rec-${config.source.call}-panel`;

  let body: ReactNode;
  if (state.status === 'failed') body = <RetryState text={t('load_failed_retry')} onRetry={reload} />;
  else if (state.status === 'loading' && state.rows.length === 0) body = <LoadingState label={t('rec_loading')} count={4} />;
  else if (state.rows.length === 0) body = <EmptyState text={t(config.empty ?? 'no_records')} />;
  else {
    const Rows = config.layout === 'table' ? RecordTable : RecordCards;
    body = (
      <>
        <Rows rows={state.rows} columns={columns} svc={svc} label={title} busy={state.status === 'loading'} />
        {paging === 'more' && (
          <LoadMore
            t={t}
            pageNum={state.pageNum}
            totalPages={state.totalPages}
            busy={state.more === 'loading'}
            failed={state.more === 'failed'}
            onPage={load}
          />
        )}
        {paging === 'pages' && (
          <PageButtons t={t} pageNum={state.pageNum} totalPages={state.totalPages} busy={state.status === 'loading'} onPage={load} />
        )}
      </>
    );
  }

  return (
    <section className="w-record-list" aria-label={title}>
      {config.title && <h2 className="rec-title">{title}</h2>}
      {config.tabs && (
        <Tabs
          className="rec-tabs"
          label={config.tabs.label ? t(config.tabs.label) : title}
          active={tab}
          onChange={setTab}
          tabs={tabItems.map((i) => ({ id: i.value, label: t(i.label), controls: panelId }))}
        />
      )}
      {filter && <DateFilter quick={filter.quick} custom={filter.custom ?? true} choice={choice} onChange={setChoice} t={t} />}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: the label is given only with the tabpanel role */}
      <div id={panelId} className="rec-panel" role={config.tabs ? 'tabpanel' : undefined} aria-label={config.tabs ? title : undefined}>
        {config.summary && state.status === 'ready' && (
          <Figures
            items={config.summary.map((c) => ({ ...c, label: t(c.label) }))}
            value={state.value}
            svc={svc}
            columns={config.summary.length >= 5 ? 3 : Math.min(config.summary.length, 2)}
          />
        )}
        {body}
      </div>
    </section>
  );
}
