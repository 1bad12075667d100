// WidgetTree: a deferred widget coming in renders the tree again (one commit per widget, see deferred.ts), and the
// widgets mounted before it do not render again for that; a container with a deferred node below it does, so its
// deferred child can come in.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup } from '../render.tsx';
import { stubEngine } from '../engine-stub.tsx';
import { WidgetTree } from '../../../engine/mount/widget-tree.tsx';
import type { WidgetModule } from '../../../engine/widget-module.ts';
import type { WidgetNode } from '../../../engine/schema-types.ts';

const s = suite('WidgetTree');
s.before(setupDom);
s.after.each(cleanup);
s.after(async () => {
  await teardownDom();
});

const renders: Record<string, number> = {};
const widget = (type: string): WidgetModule => ({
  type,
  Component: ({ config, children }: { config: Record<string, unknown>; children?: ReactNode }) => {
    const name = String(config.name ?? type);
    renders[name] = (renders[name] ?? 0) + 1;
    return (
      <section id={name}>
        {name}
        {children}
      </section>
    );
  },
});
const modules = new Map(['text', 'box'].map((t) => [t, widget(t)]));
const nodes: WidgetNode[] = [
  { type: 'text', props: { name: 'first' } },
  { type: 'text', props: { name: 'later' }, defer: true },
  { type: 'box', props: { name: 'box' }, children: [{ type: 'text', props: { name: 'inner' }, defer: true }] },
  { type: 'text' },
] as WidgetNode[];

/** What the page's useDeferred gives the tree: a new object each time one more node may mount. */
const allowing = (may: ReadonlySet<WidgetNode>) => ({ mayMount: (n: WidgetNode) => may.has(n), place: () => () => {} });

s('a deferred widget mounting renders neither the widgets before it nor those after it again', () => {
  const { wrap } = stubEngine();
  const may = new Set<WidgetNode>();
  const broken = new Set<WidgetNode>();
  const view = render(wrap(<WidgetTree nodes={nodes} modules={modules} broken={broken} deferred={allowing(may)} />));
  assert.equal(renders, { first: 1, box: 1, text: 1 });
  assert.ok(document.getElementById('first') && !document.getElementById('later'));

  may.add(nodes[1]!);
  view.rerender(wrap(<WidgetTree nodes={nodes} modules={modules} broken={broken} deferred={allowing(may)} />));
  assert.ok(document.getElementById('later'), 'the deferred widget came in');
  assert.equal(renders, { first: 1, later: 1, box: 2, text: 1 }, 'only the container holding a deferred node rendered again');

  may.add(nodes[2]!.children![0]!);
  view.rerender(wrap(<WidgetTree nodes={nodes} modules={modules} broken={broken} deferred={allowing(may)} />));
  assert.ok(document.getElementById('inner'), "the container's deferred child came in");
  assert.equal(renders, { first: 1, later: 1, box: 3, inner: 1, text: 1 });
});

s.run();
