// Tabs: roles and roving tabindex, arrow/Home/End keys (mirrored in RTL), clicks, active tab centred.
import { layoutReads, setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { Tabs, centreInScroller } from '../../widgets/ui/tabs.tsx';
import { $, cleanup, fire, render } from './render.tsx';

const TABS = ['HOT', 'SPORTS', 'LIVE', 'FISH'].map((id) => ({ id, label: id.toLowerCase() }));
let changes: string[];

function Harness() {
  const [active, setActive] = useState('HOT');
  return (
    <Tabs
      tabs={TABS}
      active={active}
      label="Categories"
      onChange={(id) => {
        changes.push(id);
        setActive(id);
      }}
    />
  );
}
const tab = (id: string) =>
  [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find((t) => t.textContent === id.toLowerCase()) as HTMLElement;
const selected = () => $('[aria-selected="true"]').textContent;

const tabs = suite('Tabs');
tabs.before(setupDom);
tabs.before.each(() => {
  changes = [];
});
tabs.after.each(cleanup);
tabs.after(teardownDom);

tabs('a labelled tablist of tabs, only the active one in the tab order', () => {
  render(<Harness />);
  assert.is($('[role="tablist"]').getAttribute('aria-label'), 'Categories');
  assert.equal(
    [...document.querySelectorAll('[role="tab"]')].map((t) => t.getAttribute('tabindex')),
    ['0', '-1', '-1', '-1'],
  );
  assert.is(selected(), 'hot');
});

tabs('ArrowRight/ArrowLeft move, select and focus, wrapping at the ends', () => {
  render(<Harness />);
  tab('HOT').focus();
  fire(tab('HOT'), 'keydown', { key: 'ArrowRight' });
  assert.is(selected(), 'sports');
  assert.is(document.activeElement, tab('SPORTS'));
  fire(tab('SPORTS'), 'keydown', { key: 'ArrowLeft' });
  fire(tab('HOT'), 'keydown', { key: 'ArrowLeft' });
  assert.is(selected(), 'fish');
  assert.is(document.activeElement, tab('FISH'));
  fire(tab('FISH'), 'keydown', { key: 'ArrowRight' });
  assert.is(selected(), 'hot');
  assert.equal(changes, ['SPORTS', 'HOT', 'FISH', 'HOT']);
});

tabs('Home and End jump to the ends; other keys do nothing', () => {
  render(<Harness />);
  fire(tab('HOT'), 'keydown', { key: 'End' });
  assert.is(selected(), 'fish');
  fire(tab('FISH'), 'keydown', { key: 'Home' });
  assert.is(selected(), 'hot');
  fire(tab('HOT'), 'keydown', { key: 'x' });
  assert.equal(changes, ['FISH', 'HOT']);
});

tabs('arrows are mirrored in RTL', () => {
  document.documentElement.dir = 'rtl';
  try {
    render(<Harness />);
    fire(tab('HOT'), 'keydown', { key: 'ArrowLeft' });
    assert.is(selected(), 'sports');
  } finally {
    document.documentElement.dir = '';
  }
});

tabs('clicking a tab selects it', () => {
  render(<Harness />);
  fire(tab('LIVE'), 'click');
  assert.is(selected(), 'live');
});

tabs('the active tab is scrolled to the centre when it changes', () => {
  render(<Harness />);
  const list = $('[role="tablist"]');
  const calls: number[] = [];
  list.scrollBy = ((opts: ScrollToOptions) => {
    calls.push(opts.left ?? 0);
  }) as typeof list.scrollBy;
  list.getBoundingClientRect = () => ({ left: 0, width: 300 }) as DOMRect;
  tab('FISH').getBoundingClientRect = () => ({ left: 400, width: 80 }) as DOMRect;
  fire(tab('FISH'), 'click');
  assert.equal(calls, [440 - 150]);
});

tabs('on mount, the strip is measured only when the active tab is not the first', () => {
  assert.is(
    layoutReads(() => render(<Tabs tabs={TABS} active="HOT" onChange={() => {}} label="Categories" />)),
    0,
  );
  cleanup();
  assert.ok(layoutReads(() => render(<Tabs tabs={TABS} active="LIVE" onChange={() => {}} label="Categories" />)) > 0);
});

const centre = suite('centreInScroller');
centre.before(setupDom);
centre.after(teardownDom);

centre('scrolls by the distance between the two centres, and not at all when centred', () => {
  const scroller = document.createElement('div');
  const el = document.createElement('span');
  const calls: number[] = [];
  scroller.scrollBy = ((o: ScrollToOptions) => {
    calls.push(o.left ?? 0);
  }) as typeof scroller.scrollBy;
  scroller.getBoundingClientRect = () => ({ left: 10, width: 200 }) as DOMRect;
  el.getBoundingClientRect = () => ({ left: 20, width: 20 }) as DOMRect;
  centreInScroller(scroller, el);
  el.getBoundingClientRect = () => ({ left: 100, width: 20 }) as DOMRect;
  centreInScroller(scroller, el);
  assert.equal(calls, [-80]);
});

tabs.run();
centre.run();
