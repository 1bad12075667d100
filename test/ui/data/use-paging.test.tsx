// usePaging: page 1, appended pages up to the last, nothing past it, page 1 again on new deps (a page of the old
// deps ignored), a failed later page kept apart from the pages shown and asked again by retry, and page buttons.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup, flush } from '../render.tsx';
import { usePaging, type Paging } from '../../../widgets/ui/use-paging.ts';
import { handLoads } from './deferred.ts';

const s = suite('usePaging');
s.before(setupDom);
s.after.each(cleanup);
s.after(async () => {
  await teardownDom();
});

interface Page {
  items: string[];
  total: number;
}
type Ask = { filter: string; page: number };

let paging: Paging<Page>;
function Harness({
  filter,
  load,
  append = true,
}: {
  filter: string;
  load: (ask: Ask, signal: AbortSignal) => Promise<Page>;
  append?: boolean;
}) {
  paging = usePaging((page, signal) => load({ filter, page }, signal), [filter], { append, hasMore: (last, page) => page < last.total });
  return null;
}
const page = (filter: string, n: number, total = 3): Page => ({ items: [`${filter}${n}a`, `${filter}${n}b`], total });
const shown = () => paging.pages.flatMap((p) => p.items);

s("no render shows the old deps' pages as the new deps' list: the first render for them already says loading", async () => {
  const { asked, load } = handLoads<Ask, Page>();
  const seen: string[] = [];
  function Shown({ filter }: { filter: string }) {
    const p = usePaging((n, signal) => load({ filter, page: n }, signal), [filter], { append: true, hasMore: () => false });
    seen.push(`${filter}:${p.status}:${p.pages.flatMap((x) => x.items).join('+')}`);
    return null;
  }
  const view = render(<Shown filter="x" />);
  asked[0]!.resolve(page('x', 1));
  await flush();
  seen.length = 0;
  view.rerender(<Shown filter="y" />);
  assert.ok(seen.length > 0);
  assert.equal(
    seen.filter((r) => r.includes('x1')),
    [],
    `renders for y: ${seen.join(', ')}`,
  );
  assert.ok(
    seen.every((r) => r.startsWith('y:loading')),
    seen.join(', '),
  );
  asked[1]!.resolve(page('y', 1));
  await flush();
  assert.is(seen.at(-1), 'y:ready:y1a+y1b');
});

s('page 1, then load more appends until the last page; nothing past it', async () => {
  const { asked, load } = handLoads<Ask, Page>();
  render(<Harness filter="x" load={load} />);
  assert.is(paging.status, 'loading');
  asked[0]!.resolve(page('x', 1, 2));
  await flush();
  assert.equal(shown(), ['x1a', 'x1b']);
  assert.is(paging.page, 1);
  assert.ok(paging.hasMore);
  act(() => paging.loadMore());
  act(() => paging.loadMore());
  assert.is(asked.length, 2, 'a second loadMore while one loads asks nothing');
  assert.is(paging.status, 'ready', 'the list stays shown');
  assert.is(paging.more, 'loading');
  assert.equal(shown(), ['x1a', 'x1b']);
  asked[1]!.resolve(page('x', 2, 2));
  await flush();
  assert.equal(shown(), ['x1a', 'x1b', 'x2a', 'x2b']);
  assert.is(paging.page, 2);
  assert.is(paging.hasMore, false);
  act(() => paging.loadMore());
  assert.equal(
    asked.map((a) => a.input.page),
    [1, 2],
    'nothing past the last page',
  );
});

s('new deps start again at page 1 (showing nothing of the old list) and ignore the old page under way', async () => {
  const { asked, load } = handLoads<Ask, Page>();
  const view = render(<Harness filter="x" load={load} />);
  asked[0]!.resolve(page('x', 1));
  await flush();
  act(() => paging.loadMore());
  view.rerender(<Harness filter="y" load={load} />);
  assert.equal(asked[2]!.input, { filter: 'y', page: 1 });
  assert.is(asked[1]!.signal.aborted, true, "the old filter's page 2 is aborted");
  assert.is(paging.status, 'loading');
  assert.equal(shown(), []);
  asked[1]!.resolve(page('x', 2));
  asked[2]!.resolve(page('y', 1));
  await flush();
  assert.equal(shown(), ['y1a', 'y1b']);
  assert.is(paging.page, 1);
  act(() => paging.loadMore());
  assert.equal(asked[3]!.input, { filter: 'y', page: 2 });
});

s('a failed later page keeps the pages shown, stops paging, and retry asks for it again', async () => {
  const { asked, load } = handLoads<Ask, Page>();
  render(<Harness filter="x" load={load} />);
  asked[0]!.resolve(page('x', 1));
  await flush();
  act(() => paging.loadMore());
  asked[1]!.reject(new Error('503'));
  await flush();
  assert.is(paging.status, 'ready');
  assert.is(paging.more, 'failed');
  assert.is(paging.hasMore, false);
  assert.equal(shown(), ['x1a', 'x1b']);
  act(() => paging.retry());
  assert.equal(asked[2]!.input, { filter: 'x', page: 2 });
  asked[2]!.resolve(page('x', 2));
  await flush();
  assert.is(paging.more, 'idle');
  assert.equal(shown(), ['x1a', 'x1b', 'x2a', 'x2b']);
  assert.ok(paging.hasMore);
});

s('a failed page 1 fails the list; retry loads it', async () => {
  const { asked, load } = handLoads<Ask, Page>();
  render(<Harness filter="x" load={load} />);
  asked[0]!.reject(new Error('offline'));
  await flush();
  assert.is(paging.status, 'failed');
  assert.equal(shown(), []);
  act(() => paging.retry());
  asked[1]!.resolve(page('x', 1));
  await flush();
  assert.is(paging.status, 'ready');
  assert.equal(shown(), ['x1a', 'x1b']);
});

s('page buttons: a page replaces the one shown (kept while it loads); reload goes back to page 1', async () => {
  const { asked, load } = handLoads<Ask, Page>();
  render(<Harness filter="x" load={load} append={false} />);
  asked[0]!.resolve(page('x', 1));
  await flush();
  act(() => paging.load(2));
  assert.is(paging.status, 'loading');
  assert.equal(shown(), ['x1a', 'x1b'], 'the shown page stays while the next loads');
  asked[1]!.resolve(page('x', 2));
  await flush();
  assert.equal(shown(), ['x2a', 'x2b']);
  assert.is(paging.page, 2);
  act(() => paging.reload());
  assert.equal(asked[2]!.input, { filter: 'x', page: 1 });
  assert.equal(shown(), [], 'page 1 again shows the loading state');
});

s.run();
