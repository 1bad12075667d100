// Icons: the first paint's are drawn at once; one the set does not hold yet keeps its box and draws once icons join
// the set (as icons-more.ts adds the rest when it loads).
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { addIcons, Icon, type IconName } from '../../widgets/ui/icons.tsx';
import { cleanup, render } from './render.tsx';

const s = suite('Icon');
s.before(setupDom);
s.after.each(cleanup);
s.after(teardownDom);

const strokeOf = (el: ParentNode, nth: number) => el.querySelectorAll('svg path')[nth]?.getAttribute('d') ?? null;
/** A name no test has added (another test in this process may have loaded the whole set already). */
const late = 'test-late' as IconName;

s("a first paint's icon draws at once; one not in the set yet keeps its box and draws once it joins", async () => {
  const { container } = render(
    <>
      <Icon name="home" />
      <Icon name={late} size={20} />
    </>,
  );
  assert.ok(strokeOf(container, 0), 'home is drawn');
  assert.is(strokeOf(container, 1), null, 'the late icon waits for its stroke');
  assert.is(container.querySelectorAll('svg')[1]!.getAttribute('width'), '20', 'its box is there');
  await act(async () => {
    addIcons({ [late]: 'M1 1h2' });
  });
  assert.is(strokeOf(container, 1), 'M1 1h2', 'drawn once it joined the set');
});
s.run();
