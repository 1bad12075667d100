// Loads entries for the article list from its endpoint and normalises them ({ id, title, content, dates,
// read }); entries without a title are dropped; paged sources load one page at a time.
import { type EngineServices, readPath } from '../../engine/widget-module.ts';
import type { ArticleSource } from '../../generated/types.ts';

/** One entry as the list renders it. */
export interface Article {
  id: string;
  index: number;
  title: string;
  content: string;
  startDate?: string;
  endDate?: string | null;
  noExpiry?: number;
  createTime?: string;
  read?: boolean;
}
/** A page of entries. */
export interface ArticlePage {
  items: Article[];
  pageNum: number;
  totalPages: number;
}

const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Normalises raw entries; `offset` numbers them after earlier pages. */
export function toArticles(raw: unknown, offset = 0): Article[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .filter((r) => r && typeof r === 'object' && typeof r.title === 'string')
    .map((r, i) => ({
      id: r.id === undefined ? String(offset + i) : String(r.id),
      index: offset + i,
      title: r.title,
      content: str(r.content) ?? '',
      startDate: str(r.startDate),
      endDate: r.endDate ?? null,
      noExpiry: r.noExpiry,
      createTime: str(r.createTime),
      read: typeof r.read === 'boolean' ? r.read : undefined,
    }));
}

/** Loads one page (page 1 for unpaged sources). */
export async function loadArticles(
  engine: Pick<EngineServices, 'callNamed'>,
  source: ArticleSource,
  language: string,
  pageNum = 1,
  offset = 0,
): Promise<ArticlePage> {
  const input: Record<string, unknown> = { ...(source.params ?? {}) };
  if (source.languageParam) input[source.languageParam] = language;
  if (source.paged) input.pageNum = pageNum;
  const value = await engine.callNamed(source.call, input);
  const list = source.items ? readPath(value, source.items) : value;
  const paging = (value ?? {}) as { pageNum?: unknown; totalPages?: unknown };
  return {
    items: toArticles(list, offset),
    pageNum: source.paged && typeof paging.pageNum === 'number' ? paging.pageNum : 1,
    totalPages: source.paged && typeof paging.totalPages === 'number' ? paging.totalPages : 1,
  };
}

/** Loads pages until `found` matches an entry or the pages run out (single mode of paged sources). */
export async function loadUntil(
  engine: Pick<EngineServices, 'callNamed'>,
  source: ArticleSource,
  language: string,
  found: (a: Article) => boolean,
): Promise<ArticlePage> {
  let page = await loadArticles(engine, source, language);
  const items = [...page.items];
  while (!items.some(found) && page.pageNum < page.totalPages) {
    page = await loadArticles(engine, source, language, page.pageNum + 1, items.length);
    items.push(...page.items);
  }
  return { ...page, items };
}

/** A route template with {index} and {id} filled in. */
export const fillRoute = (template: string, a: Article): string =>
  template.replace('{index}', String(a.index)).replace('{id}', encodeURIComponent(a.id));
