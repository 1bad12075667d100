// Entries with HTML content from an endpoint (help, announcements, inbox): accordion, links or one entry.
import { useEffect, useState } from 'react';
import type { ArticleListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { Button } from './ui/button.tsx';
import { RemoteView } from './member/remote-view.tsx';
import { fillRoute, loadArticles, loadUntil, type Article } from './member/articles.ts';
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
  const remote = useData(
    () =>
      mode === 'single' && config.source.paged && wanted
        ? loadUntil(engine, config.source, language, isActive)
        : loadArticles(engine, config.source, language),
    [language, wanted],
    { serve: true },
  );
  const [more, setMore] = useState<{ items: Article[]; pageNum: number; totalPages: number; busy: boolean; failed: boolean } | null>(null);
  useEffect(() => {
    setMore(null);
  }, [remote.value]);
  useEffect(() => {
    if (remote.status === 'ready' && config.refreshCount) void loadCounts(engine, [{ name: config.refreshCount, call: 'unreadCount' }]);
  }, [remote.status, more?.pageNum]);
  const dateLine = useDateLine(config.date);
  const summaryCount = config.summary ? Number(lookup(config.summary.path) ?? 0) || 0 : 0;

  async function loadMore(pageNum: number, offset: number) {
    setMore((m) => ({
      items: m?.items ?? [],
      pageNum: m?.pageNum ?? pageNum - 1,
      totalPages: m?.totalPages ?? pageNum,
      busy: true,
      failed: false,
    }));
    try {
      const page = await loadArticles(engine, config.source, language, pageNum, offset);
      setMore((m) => ({
        items: [...(m?.items ?? []), ...page.items],
        pageNum: page.pageNum,
        totalPages: page.totalPages,
        busy: false,
        failed: false,
      }));
    } catch {
      setMore((m) => m && { ...m, busy: false, failed: true });
    }
  }

  return (
    <RemoteView
      remote={remote}
      isEmpty={(p) => p.items.length === 0}
      empty={config.empty}
      emptyIcon={config.emptyIcon}
      skeleton={{ count: 5 }}
    >
      {(first) => {
        const items = [...first.items, ...(more?.items ?? [])];
        const pageNum = more?.pageNum ?? first.pageNum;
        const totalPages = more?.totalPages ?? first.totalPages;
        const unread = (a: Article) => !!config.unreadDots && a.read === false;
        const current = mode === 'single' ? (items.find(isActive) ?? (config.active?.by === 'index' ? items[0] : undefined)) : undefined;
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
                    <ArticleDisclosure article={a} date={dateLine(a)} unread={unread(a)} initiallyOpen={isActive(a)} />
                  )}
                </li>
              ))}
            </ul>
            {pageNum < totalPages && (
              <div className="al-more">
                <Button variant="secondary" loading={more?.busy} onClick={() => loadMore(pageNum + 1, items.length)}>
                  {t(more?.failed ? 'load_failed_retry' : 'member_load_more')}
                </Button>
              </div>
            )}
          </div>
        );
      }}
    </RemoteView>
  );
}
