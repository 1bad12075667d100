// useData: loading → ready or failed, the signal aborted on unmount, on new deps and on reload (and a stale answer
// ignored), reload after a failure, `keep`, `enabled`, a server-rendered page's data used without a new load, and a
// load a tap asks for started after the tap's frame.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup, flush } from '../render.tsx';
import { useData, type Data, type DataOptions } from '../../../engine/mount/use-data.ts';
import { beginHydration, endHydration } from '../../../engine/mount/hydration.ts';
import { handLoads } from './deferred.ts';
import { until } from '../../helpers/until.ts';

const s = suite('useData');
s.before(setupDom);
s.after.each(cleanup);
s.after(async () => {
  await teardownDom();
});

let data: Data<string>;
function Harness({
  dep,
  load,
  options,
}: {
  dep: string;
  load: (dep: string, signal: AbortSignal) => Promise<string>;
  options?: DataOptions;
}) {
  data = useData((signal) => load(dep, signal), [dep], options);
  return null;
}

s('loading, then ready with the value', async () => {
  const { asked, load } = handLoads<string, string>();
  render(<Harness dep="a" load={load} />);
  assert.is(data.status, 'loading');
  assert.is(data.value, null);
  asked[0]!.resolve('A');
  await flush();
  assert.is(data.status, 'ready');
  assert.is(data.value, 'A');
});

s('unmounting aborts the load under way', async () => {
  const { asked, load } = handLoads<string, string>();
  const view = render(<Harness dep="a" load={load} />);
  assert.is(asked[0]!.signal.aborted, false);
  view.unmount();
  assert.is(asked[0]!.signal.aborted, true);
});

s('new deps abort the older load, and its late answer is ignored', async () => {
  const { asked, load } = handLoads<string, string>();
  const view = render(<Harness dep="a" load={load} />);
  view.rerender(<Harness dep="b" load={load} />);
  assert.equal(
    asked.map((a) => a.input),
    ['a', 'b'],
  );
  assert.is(asked[0]!.signal.aborted, true);
  asked[1]!.resolve('B');
  await flush();
  asked[0]!.resolve('A (late)');
  await flush();
  assert.is(data.value, 'B', 'the stale answer does not overwrite the fresh one');
});

s('failed with the error, then reload → loading → ready', async () => {
  const { asked, load } = handLoads<string, string>();
  render(<Harness dep="a" load={load} />);
  const boom = new Error('503');
  asked[0]!.reject(boom);
  await flush();
  assert.is(data.status, 'failed');
  assert.is(data.error, boom);
  act(() => data.reload());
  assert.is(asked.length, 2, 'asked again');
  assert.is(data.status, 'loading');
  asked[1]!.resolve('A');
  await flush();
  assert.is(data.status, 'ready');
  assert.is(data.value, 'A');
  assert.is(data.error, null);
});

s('reload aborts the load under way; without keep it shows loading, with keep "reload" the value stays ready', async () => {
  const { asked, load } = handLoads<string, string>();
  const view = render(<Harness dep="a" load={load} />);
  asked[0]!.resolve('A1');
  await flush();
  act(() => data.reload());
  assert.is(data.status, 'loading');
  act(() => data.reload());
  assert.is(asked[1]!.signal.aborted, true, 'a second reload aborts the first');
  asked[2]!.resolve('A2');
  await flush();
  view.rerender(<Harness dep="a" load={load} options={{ keep: 'reload' }} />);
  act(() => data.reload());
  assert.is(data.status, 'ready');
  assert.is(data.value, 'A2', 'the last value shows while reloading');
  view.rerender(<Harness dep="b" load={load} options={{ keep: 'reload' }} />);
  assert.is(data.status, 'loading', 'new deps are not a reload');
});

s("a render with new deps says loading at once: never the last deps' value as ready, nor their failure", async () => {
  const seen: string[] = [];
  function Recorder({ dep, load }: { dep: string; load: (dep: string, signal: AbortSignal) => Promise<string> }) {
    const d = useData((signal) => load(dep, signal), [dep]);
    seen.push(`${dep}:${d.status}:${d.value}`);
    return null;
  }
  const { asked, load } = handLoads<string, string>();
  const view = render(<Recorder dep="a" load={load} />);
  asked[0]!.resolve('A');
  await flush();
  assert.is(seen.at(-1), 'a:ready:A');
  seen.length = 0;
  view.rerender(<Recorder dep="b" load={load} />);
  assert.ok(seen.length > 0);
  assert.equal(
    seen.filter((r) => r !== 'b:loading:A'),
    [],
  );
  asked[1]!.reject(new Error('down'));
  await flush();
  assert.is(seen.at(-1), 'b:failed:A');
  seen.length = 0;
  view.rerender(<Recorder dep="c" load={load} />);
  assert.equal(
    seen.filter((r) => r !== 'c:loading:A'),
    [],
  );
  asked[2]!.resolve('C');
  await flush();
  assert.is(seen.at(-1), 'c:ready:C');
});

s('keep "always" stays ready with the last value when deps change', async () => {
  const { asked, load } = handLoads<string, string>();
  const view = render(<Harness dep="a" load={load} options={{ keep: 'always' }} />);
  asked[0]!.resolve('A');
  await flush();
  view.rerender(<Harness dep="b" load={load} options={{ keep: 'always' }} />);
  assert.is(data.status, 'ready');
  assert.is(data.value, 'A');
  asked[1]!.resolve('B');
  await flush();
  assert.is(data.value, 'B');
});

s('enabled false waits; turning true loads', async () => {
  const { asked, load } = handLoads<string, string>();
  const view = render(<Harness dep="a" load={load} options={{ enabled: false }} />);
  await flush();
  assert.is(asked.length, 0);
  assert.is(data.status, 'loading');
  view.rerender(<Harness dep="a" load={load} options={{ enabled: true }} />);
  assert.is(asked.length, 1);
});

/** Page render data that holds `value` for every component (the keys are React ids the test cannot know). */
const servedEverywhere = (value: unknown) =>
  new Proxy(
    {},
    {
      getOwnPropertyDescriptor: () => ({ value, writable: true, enumerable: true, configurable: true }),
      get: () => value,
    },
  );

s("a server-rendered page's data shows at once and is not asked again for a visitor", async () => {
  const { asked, load } = handLoads<string, string>();
  beginHydration(servedEverywhere('served'), null);
  try {
    render(<Harness dep="a" load={load} options={{ serve: true }} />);
  } finally {
    endHydration();
  }
  await flush();
  assert.is(data.status, 'ready');
  assert.is(data.value, 'served');
  assert.is(asked.length, 0, 'no second load of served data');
  act(() => data.reload());
  assert.is(asked.length, 1, 'a reload still loads');
});

s('served data for a signed-in player shows first and is loaded again; without serve it is not used', async () => {
  const { asked, load } = handLoads<string, string>();
  beginHydration(servedEverywhere('visitor'), () => {});
  try {
    render(<Harness dep="a" load={load} options={{ serve: true, keep: 'always' }} />);
  } finally {
    endHydration();
  }
  assert.is(data.value, 'visitor');
  assert.is(asked.length, 1, "the player's own data is asked for");
  asked[0]!.resolve('player');
  await flush();
  assert.is(data.value, 'player');
  cleanup();
  beginHydration(servedEverywhere('served'), null);
  try {
    render(<Harness dep="a" load={load} />);
  } finally {
    endHydration();
  }
  assert.is(data.status, 'loading');
  assert.is(asked.length, 2);
});

s('a load that throws at once fails like one that rejects', async () => {
  render(
    <Harness
      dep="a"
      load={() => {
        throw new Error('bad input');
      }}
    />,
  );
  await flush();
  assert.is(data.status, 'failed');
});

/** Runs `during` as the browser runs a tap's handlers: with `window.event` set to the tap (happy-dom sets none). */
function inTap(during: () => void) {
  Object.defineProperty(globalThis, 'event', { value: new MouseEvent('click'), configurable: true });
  try {
    during();
  } finally {
    delete (globalThis as { event?: Event }).event;
  }
}

s('a load a tap asks for starts after the frame that answers the tap, and not at all once unmounted', async () => {
  const { asked, load } = handLoads<string, string>();
  const view = render(<Harness dep="a" load={load} />);
  assert.is(asked.length, 1, 'a load outside a tap starts at once');
  inTap(() => view.rerender(<Harness dep="b" load={load} />));
  assert.is(asked.length, 1, 'not in the tap’s own task');
  assert.is(data.status, 'loading');
  await until(() => asked.length === 2, 'the load starts after the frame');
  assert.is(asked[1]!.input, 'b');
  asked[1]!.resolve('B');
  await flush();
  assert.equal([data.status, data.value], ['ready', 'B']);

  inTap(() => view.rerender(<Harness dep="c" load={load} />));
  view.unmount();
  await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 150)));
  assert.is(asked.length, 2, 'a widget gone before the frame asks nothing');
});

s.run();
