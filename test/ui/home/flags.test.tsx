// Language flags: the shipped catalogues' flags draw at once; other languages' flags load on first use (their
// letters show meanwhile); an unknown code keeps its letters.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { Flag } from '../../../widgets/home/flags.tsx';
import { LANGUAGES } from '../../../engine/languages.ts';
import { $, cleanup, render } from '../render.tsx';

const s = suite('Flag');
s.before(() => setupDom());
s.after.each(() => cleanup());
s.after(async () => {
  await teardownDom();
});

s('a shipped language draws its flag at once', () => {
  render(<Flag code="th" />);
  assert.ok($('svg.w-flag'));
});
s('another language shows its letters, then its flag once loaded', async () => {
  render(<Flag code="JA" />);
  assert.is($('.w-flag-code')?.textContent, 'JA');
  await act(async () => {
    await import('../../../widgets/home/more-flags.tsx');
    await new Promise((r) => setTimeout(r, 0));
  });
  assert.ok($('svg.w-flag'));
});
s('an unknown code keeps its letters', async () => {
  render(<Flag code="ZZ" />);
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  assert.is($('.w-flag-code')?.textContent, 'ZZ');
});
s('every language of the table draws a flag (by its country), once the others are loaded', async () => {
  await act(async () => {
    await import('../../../widgets/home/more-flags.tsx');
    await new Promise((r) => setTimeout(r, 0));
  });
  for (const code of LANGUAGES.keys()) {
    render(<Flag code={code} />);
    assert.ok($('svg.w-flag'), code);
    cleanup();
  }
});
s.run();
