// One article entry: a disclosure row (accordion), a link row (links mode), or the full entry (single mode).
import { useEffect, useId, useRef, useState } from 'react';
import { useEngine } from '../../engine/widget-module.ts';
import { Icon } from '../ui/all-icons.ts';
import { Badge } from '../ui/badge.tsx';
import { SafeHtml } from './safe-html.tsx';
import { dateTime, detailDate, period } from '../ui/dates.ts';
import type { Article } from './articles.ts';

type DateMode = 'none' | 'start' | 'period' | 'created';

/** The date line of an entry in the configured format ('' for none). */
export function useDateLine(mode: DateMode = 'none') {
  const { t } = useEngine();
  return (a: Article): string =>
    mode === 'start'
      ? detailDate(a.startDate)
      : mode === 'period'
        ? period(a, detailDate, t('member_long_term'))
        : mode === 'created'
          ? dateTime(a.createTime)
          : '';
}

interface RowProps {
  article: Article;
  date: string;
  unread: boolean;
}

/** An accordion entry; `initiallyOpen` entries open and scroll into view on mount. */
export function ArticleDisclosure({ article, date, unread, initiallyOpen }: RowProps & { initiallyOpen: boolean }) {
  const { t } = useEngine();
  const id = useId();
  const [open, setOpen] = useState(initiallyOpen);
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls into view on mount only, as the doc line says
  useEffect(() => {
    if (initiallyOpen) ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div ref={ref} className={open ? 'al-item is-open' : 'al-item'}>
      <h2 className="al-item__heading">
        <button type="button" className="al-row" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          <RowText article={article} date={date} unread={unread} unreadLabel={t('member_unread_dot')} />
          <span className="al-row__chevron">
            <Icon name="chevron" size={18} />
          </span>
        </button>
      </h2>
      <div id={`${id}-body`} className="al-item__body" hidden={!open}>
        <SafeHtml html={article.content} />
      </div>
    </div>
  );
}

/** A row that opens the entry's own route. */
export function ArticleLink({ article, date, unread, href, onOpen }: RowProps & { href: string; onOpen: (to: string) => void }) {
  const { t } = useEngine();
  return (
    <a
      className="al-row"
      href={href}
      onClick={(e) => {
        e.preventDefault();
        onOpen(href);
      }}
    >
      <RowText article={article} date={date} unread={unread} unreadLabel={t('member_unread_dot')} />
      <span className="al-row__chevron">
        <Icon name="chevron" size={18} />
      </span>
    </a>
  );
}

function RowText({ article, date, unread, unreadLabel }: RowProps & { unreadLabel: string }) {
  return (
    <span className="al-row__text">
      <span className={unread ? 'al-row__title is-unread' : 'al-row__title'}>
        {unread && <Badge dot label={unreadLabel} className="al-row__dot" />}
        {article.title}
      </span>
      {date && <span className="al-row__date">{date}</span>}
    </span>
  );
}

/** The whole entry: title, date and content. */
export function ArticleFull({ article, date }: { article: Article; date: string }) {
  return (
    <article className="al-full" aria-labelledby="article-title">
      <h2 id="article-title" className="al-full__title">
        {article.title}
      </h2>
      {date && <p className="al-full__date">{date}</p>}
      <SafeHtml html={article.content} />
    </article>
  );
}
