// Entries with HTML content from an endpoint (help, announcements, inbox): accordion, links or one entry.
import { useEffect, useRef } from 'react';
import type { ArticleListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type Data, useEngine } from '../engine/widget-module.ts';
import { type Paging, usePaging } from './ui/use-paging.ts';
import { Button } from './ui/button.tsx';
import { RemoteView } from './member/remote-view.tsx';
import { fillRoute, loadArticles, loadUntil, type Article, type ArticlePage } from './member/articles.ts';
import { ArticleDisclosure, ArticleFull, ArticleLink, useDateLine } from './member/article-item.tsx';
import { loadCounts } from './member/counts.ts';
import './article-list.css';

export default function ArticleList({ config }: WidgetProps<ArticleListProps>) {
  const engine = useEngine();
  const { t, language, params, navigate, lookup } = engine;
  const mode = config.mode ?? 'accordion';
  const wanted = config.active ? (params[config.active.param] ?? (config.active.by === 'index' ? '0' : '')) : '';
  const isActive = (a: Article) =>
    !!config.active && (config.active.by === 'index' ? String(a.index) === (wanted || '0') : a.id === wanted);
  // Page 1 of a single entry asked for by id may span several of the platform's pages (until the entry is found);
  // "load more" asks for the platform's page after the last one shown.
  const shown = useRef<ArticlePage[]>([]);
  const paging = usePaging<ArticlePage>(
    (n) => {
      const last = shown.current.at(-1);
      if (n === 1 || !last)
        return mode === 'single' && config.source.paged && wanted
          ? loadUntil(engine, config.source, language, isActive)
          : loadArticles(engine, config.source, language);
      const count = shown.current.reduce((sum, p) => sum + p.items.length, 0);
      return loadArticles(engine, config.source, language, last.pageNum + 1, count);
    },
    [language, wanted],
    { serve: true, hasMore: (last) => last.pageNum < last.totalPages },
  );
  shown.current = paging.pages;
  const remote = asOneList(paging);
  // biome-ignore lint/correctness/useExhaustiveDependencies: paging.page is the trigger: the unread count is asked again after each page is read; engine and config only say how
  useEffect(() => {
    if (paging.status === 'ready' && config.refreshCount) void loadCounts(engine, [{ name: config.refreshCount, call: 'unreadCount' }]);
  }, [paging.status, paging.page]);
  const dateLine = useDateLine(config.date);
  const summaryCount = config.summary ? Number(lookup(config.summary.path) ?? 0) || 0 : 0;

  return (
    <RemoteView
      remote={remote}
      isEmpty={(p) => p.items.length === 0}
      empty={config.empty}
      emptyIcon={config.emptyIcon}
      skeleton={{ count: 5 }}
    >
      {(first) => {
        const items = first.items;
        const unread = (a: Article) => !!config.unreadDots && a.read === false;
        // An index that names no entry (out of range, not a number) opens the first, as no index does.
        const wantedEntry = items.find(isActive) ?? (config.active?.by === 'index' ? items[0] : undefined);
        const current = mode === 'single' ? wantedEntry : undefined;
        if (current) {
          const others = config.linkTo ? items.filter((a) => a !== current) : [];
          return (
            <div className="al">
              <ArticleFull article={current} date={dateLine(current)} />
              {others.length > 0 && (
                <section className="al-others" aria-labelledby="al-others-title">
                  <h2 id="al-others-title" className="al-others__title">
                    {t(config.otherTitle ?? 'member_more_topics')}
                  </h2>
                  <ul className="al-list">
                    {others.map((a) => (
                      <li key={a.id}>
                        <ArticleLink article={a} date="" unread={unread(a)} href={fillRoute(config.linkTo!, a)} onOpen={navigate} />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </div>
          );
        }
        return (
          <div className="al">
            {config.summary && (
              <p className="al-summary" aria-live="polite">
                {t(config.summary.label, [summaryCount], summaryCount)}
              </p>
            )}
            <ul className="al-list">
              {items.map((a) => (
                <li key={a.id}>
                  {mode !== 'accordion' && config.linkTo ? (
                    <ArticleLink article={a} date={dateLine(a)} unread={unread(a)} href={fillRoute(config.linkTo, a)} onOpen={navigate} />
                  ) : (
                    <ArticleDisclosure article={a} date={dateLine(a)} unread={unread(a)} initiallyOpen={a === wantedEntry} />
                  )}
                </li>
              ))}
            </ul>
            {(paging.hasMore || paging.more === 'failed') && (
              <div className="al-more">
                <Button
                  variant="secondary"
                  loading={paging.more === 'loading'}
                  onClick={paging.more === 'failed' ? paging.retry : paging.loadMore}
                >
                  {t(paging.more === 'failed' ? 'load_failed_retry' : 'member_load_more')}
                </Button>
              </div>
            )}
          </div>
        );
      }}
    </RemoteView>
  );
}

/** The pages shown as one list (what RemoteView renders): page 1's state, every entry so far. */
function asOneList(paging: Paging<ArticlePage>): Data<ArticlePage> {
  const last = paging.pages.at(-1);
  if (paging.status !== 'ready' || !last)
    return { status: paging.status === 'ready' ? 'loading' : paging.status, value: null, error: null, reload: paging.reload };
  const items = paging.pages.flatMap((p) => p.items);
  return { status: 'ready', value: { items, pageNum: last.pageNum, totalPages: last.totalPages }, error: null, reload: paging.reload };
}
