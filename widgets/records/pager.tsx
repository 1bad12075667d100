// Paging controls of record-list: a 'load more' button (with its own retry) or previous/next page buttons.
import { Button } from '../ui/button.tsx';

interface Props {
  t(key: string, p?: unknown[]): string;
  pageNum: number;
  totalPages: number;
  busy: boolean;
  onPage(n: number): void;
}

/** Load more: appends the next page; failed shows a retry in place. */
export function LoadMore({ t, pageNum, totalPages, busy, failed, onPage }: Props & { failed: boolean }) {
  if (pageNum >= totalPages && !failed) return <p className="rec-end">{t('rec_no_more')}</p>;
  return (
    <div className="rec-pager">
      {failed && (
        <p className="rec-pager__error" role="alert">
          {t('load_failed_retry')}
        </p>
      )}
      <Button variant="secondary" block loading={busy} onClick={() => onPage(pageNum + 1)}>
        {failed ? t('retry') : t('rec_load_more')}
      </Button>
    </div>
  );
}

/** Previous / next with 'page N of M'. */
export function PageButtons({ t, pageNum, totalPages, busy, onPage }: Props) {
  if (totalPages <= 1) return null;
  return (
    <nav className="rec-pages" aria-label={t('rec_pagination')}>
      <Button variant="secondary" size="sm" disabled={pageNum <= 1 || busy} onClick={() => onPage(pageNum - 1)}>
        {t('rec_prev')}
      </Button>
      <span aria-live="polite">{t('rec_page_of', [pageNum, totalPages])}</span>
      <Button variant="secondary" size="sm" disabled={pageNum >= totalPages || busy} onClick={() => onPage(pageNum + 1)}>
        {t('rec_next')}
      </Button>
    </nav>
  );
}
