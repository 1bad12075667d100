// Icons: the first paint's are drawn at once; another one draws once the rest of the set has loaded on first need.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Icon } from '../../widgets/ui/icons.tsx';
import { cleanup, render } from './render.tsx';

const s = suite('Icon');
s.before(setupDom);
s.after.each(cleanup);
s.after(teardownDom);

const strokeOf = (el: ParentNode, nth: number) => el.querySelectorAll('svg path')[nth]?.getAttribute('d') ?? null;

s("a first paint's icon draws at once; another keeps its box and draws once the rest of the set is in", async () => {
  const { container } = render(
    <>
      <Icon name="home" />
      <Icon name="menu" size={20} />
    </>,
  );
  assert.ok(strokeOf(container, 0), 'home is drawn');
  assert.is(strokeOf(container, 1), null, 'menu waits for its stroke');
  assert.is(container.querySelectorAll('svg')[1]!.getAttribute('width'), '20', 'its box is there');
  // The rest of the set coming in (the icon asked for it as it mounted) redraws it.
  await act(async () => {
    await import('../../widgets/ui/icons-more.ts');
  });
  assert.ok(strokeOf(container, 1), 'menu is drawn after icons-more.ts loaded');
});
s.run();
