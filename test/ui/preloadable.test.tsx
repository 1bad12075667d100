// preloadable (widgets/ui/preloadable.tsx): a component whose code is loaded renders in the render that first shows
// it; one shown before its code arrives shows once it does and is not remounted; a failed load is tried again.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { preloadable } from '../../widgets/ui/preloadable.tsx';
import { cleanup, render } from './render.tsx';

const s = suite('preloadable');
s.before(setupDom);
s.after.each(cleanup);
s.after(teardownDom);

const Note = ({ text }: { text: string }) => <p id="note">{text}</p>;
/** A loader the test answers by hand: `resolve` or `reject` the pending load. */
function controlled() {
  let settle: { resolve: (c: typeof Note) => void; reject: (e: Error) => void } | undefined;
  let calls = 0;
  const load = () => {
    calls++;
    return new Promise<typeof Note>((resolve, reject) => {
      settle = { resolve, reject };
    });
  };
  return { load, settle: () => settle!, calls: () => calls };
}
const note = () => document.getElementById('note');

s('once preloaded, it renders in the very render that first shows it', async () => {
  const loader = controlled();
  const { Component, preload } = preloadable(loader.load);
  const loading = preload();
  await act(async () => loader.settle().resolve(Note));
  await loading;
  render(<Component text="at once" />);
  assert.is(note()?.textContent, 'at once', 'no suspended first render');
});

s('shown before its code is in, it shows when the code arrives and stays the same node', async () => {
  const loader = controlled();
  const { Component } = preloadable(loader.load);
  const view = render(<Component text="one" />);
  assert.is(note(), null);
  await act(async () => loader.settle().resolve(Note));
  const first = note();
  assert.is(first?.textContent, 'one');
  view.rerender(<Component text="two" />);
  assert.ok(note() === first, 'not remounted the direct way');
  assert.is(note()?.textContent, 'two');
});

s('a failed load is tried again by the next preload', async () => {
  const loader = controlled();
  const { preload } = preloadable(loader.load);
  const failed = preload();
  loader.settle().reject(new Error('offline'));
  await failed.then(
    () => assert.unreachable('the load failed'),
    (err: Error) => assert.is(err.message, 'offline'),
  );
  const again = preload();
  assert.is(loader.calls(), 2, 'asked again');
  loader.settle().resolve(Note);
  assert.ok(await again);
});

s.run();
