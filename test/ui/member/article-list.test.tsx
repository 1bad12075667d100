// article-list against a stubbed API: entries of the first page, "load more" appending the platform's next page,
// a later page that fails keeping what is shown and asked again by the same button, and one entry asked for by id
// that sits on a later page of the platform's list; the help center's accordion opens the entry its index names,
// and the first for an index out of range.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup } from '../render.tsx';
import { EngineContext } from '../../../engine/mount/use-engine.ts';
import { clearFakes, fakeCall, stubEngine } from '../engine-stub.tsx';
import ArticleList from '../../../widgets/article-list.tsx';
import type { ArticleListProps } from '../../../generated/types.ts';

const s = suite('article-list');
let asked: number[] = [];
s.before(() => setupDom());
s.after(async () => {
  await teardownDom();
});
s.after.each(() => {
  cleanup();
  clearFakes();
  asked = [];
});

const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
const entry = (id: number) => ({ id: `m${id}`, title: `Message ${id}`, content: `<p>Body ${id}</p>`, createTime: '2025-03-04 10:20:00' });
/** Three pages of three entries; `fail` makes the listed pages fail (once each). */
function platform(fail: number[] = []) {
  fakeCall('messageList', async (input: { pageNum: number }) => {
    asked.push(input.pageNum);
    const failing = fail.indexOf(input.pageNum);
    if (failing >= 0) {
      fail.splice(failing, 1);
      throw new Error('network down');
    }
    const first = (input.pageNum - 1) * 3 + 1;
    return { list: [entry(first), entry(first + 1), entry(first + 2)], pageNum: input.pageNum, totalPages: 3 };
  });
}
const links: ArticleListProps = {
  source: { call: 'messageList', items: 'list', paged: true },
  mode: 'links',
  linkTo: '/m/message?id={id}',
};
const mount = (config: ArticleListProps, params: Record<string, string> = {}) => {
  const { services } = stubEngine({ t: (k) => k, params });
  return render(
    <EngineContext.Provider value={services}>
      <ArticleList config={config} />
    </EngineContext.Provider>,
  );
};
const titles = (root: Element) => [...root.querySelectorAll('.al-list li')].map((li) => li.textContent?.match(/Message \d+/)?.[0]);
const button = (root: Element, label: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.includes(label)) as HTMLButtonElement | undefined;

s('load more appends the next page until the last', async () => {
  platform();
  const { container } = mount(links);
  await flush();
  assert.equal(titles(container), ['Message 1', 'Message 2', 'Message 3']);
  await act(async () => button(container, 'member_load_more')!.click());
  await flush();
  assert.equal(titles(container).length, 6);
  assert.is(titles(container)[5], 'Message 6');
  await act(async () => button(container, 'member_load_more')!.click());
  await flush();
  assert.is(titles(container).length, 9);
  assert.is(button(container, 'member_load_more'), undefined, 'no button after the last page');
  assert.equal(asked, [1, 2, 3]);
});

s('a later page that fails keeps the entries shown; the button asks for the same page again', async () => {
  platform([2]);
  const { container } = mount(links);
  await flush();
  await act(async () => button(container, 'member_load_more')!.click());
  await flush();
  assert.is(titles(container).length, 3, 'page 1 still shown');
  const retry = button(container, 'load_failed_retry');
  assert.ok(retry, 'the button offers a retry');
  await act(async () => retry!.click());
  await flush();
  assert.is(titles(container).length, 6);
  assert.equal(asked, [1, 2, 2]);
});

s('one entry asked for by id is found on a later page; load more goes on after it', async () => {
  platform();
  const { container } = mount({ ...links, mode: 'single', active: { param: 'id', by: 'id' } }, { id: 'm5' });
  await flush();
  assert.match(container.textContent ?? '', /Body 5/);
  assert.equal(asked, [1, 2]);
});

s('accordion by index (the help center): i opens its entry; an index out of range or not a number opens the first', async () => {
  fakeCall('helpCenter', async () => [entry(1), entry(2), entry(3)]);
  const help: ArticleListProps = { source: { call: 'helpCenter' }, mode: 'accordion', active: { param: 'i', by: 'index' } };
  const expanded = (root: Element) =>
    [...root.querySelectorAll('button[aria-expanded="true"]')].map((b) => b.textContent?.match(/Message \d+/)?.[0]);
  for (const [i, want] of [
    ['1', 'Message 2'],
    ['99', 'Message 1'],
    ['-1', 'Message 1'],
    ['x', 'Message 1'],
  ] as const) {
    const { container } = mount(help, { i });
    await flush();
    assert.equal(expanded(container), [want], `i=${i}`);
    cleanup();
  }
});

s.run();
