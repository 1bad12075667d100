// useTracked: a component renders again when a state path it read while rendering (through lookup, or a gate's
// truthy paths through allowed) changes, and not for other changes of the stores; one that read nothing never.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup, flush } from '../render.tsx';
import { useTracked, type StateReads } from '../../../engine/mount/tracked.ts';
import { app } from '../../../engine/state.ts';
import { session } from '../../../engine/session/store.ts';
import { passes, readPath } from '../../../engine/gates.ts';
import { beginHydration, endHydration, hydratingNow } from '../../../engine/mount/hydration.ts';

const s = suite('useTracked');
s.before(setupDom);
s.after.each(() => {
  cleanup();
  app.unread = {};
  session.member = null as never;
});
s.after(async () => {
  await teardownDom();
});

/** Reads the live stores, as the app's services do. */
const live = {
  get unread() {
    return app.unread;
  },
  get member() {
    return session.member;
  },
};
const lookup = (p: string) => readPath(live, p);
const services: StateReads = {
  lookup,
  allowed: (gate) => passes(gate, { memberType: 1, flags: {}, standalone: false, lookup }),
};

const renders: Record<string, number> = {};
function Badge({ name, path }: { name: string; path: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const { lookup } = useTracked(services);
  return <span id={name}>{String(lookup(path) ?? 0)}</span>;
}
function Gated({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  const { allowed } = useTracked(services);
  return allowed({ truthy: ['member.toUpline'] }) ? <span id={name}>shown</span> : null;
}
function Plain({ name }: { name: string }) {
  renders[name] = (renders[name] ?? 0) + 1;
  useTracked(services);
  return <span id={name}>plain</span>;
}

const text = (id: string) => document.getElementById(id)?.textContent ?? null;

s('a path read while rendering: a new value renders the reader again, and only it', async () => {
  for (const k of Object.keys(renders)) delete renders[k];
  render(
    <>
      <Badge name="inbox" path="unread.inbox" />
      <Badge name="rewards" path="unread.rewards" />
      <Plain name="plain" />
    </>,
  );
  await flush();
  assert.equal(renders, { inbox: 1, rewards: 1, plain: 1 });
  app.unread.inbox = 3;
  await flush();
  assert.is(text('inbox'), '3');
  assert.equal(renders, { inbox: 2, rewards: 1, plain: 1 });
  app.unread.other = 9;
  session.member = { userName: 'p' } as never;
  await flush();
  assert.equal(renders, { inbox: 2, rewards: 1, plain: 1 }, 'paths nobody read change nothing');
  app.unread.rewards = 1;
  await flush();
  assert.is(text('rewards'), '1');
  assert.equal(renders, { inbox: 2, rewards: 2, plain: 1 });
});

s("a gate's truthy path read through allowed: the gated part follows it", async () => {
  for (const k of Object.keys(renders)) delete renders[k];
  render(<Gated name="upline" />);
  await flush();
  assert.is(text('upline'), null);
  session.member = { toUpline: true } as never;
  await flush();
  assert.is(text('upline'), 'shown');
  session.member = { toUpline: false } as never;
  await flush();
  assert.is(text('upline'), null);
});

s('the hydration ending: a component whose reads answer differently now renders again, and only it', async () => {
  for (const k of Object.keys(renders)) delete renders[k];
  // As the app's lookup: while hydrating, the stores as they were when it began; then the live stores.
  const frozen = { unread: { inbox: 0 }, member: null };
  const hydrationLookup = (p: string) => (hydratingNow() ? readPath(frozen, p) : lookup(p));
  const reads: StateReads = { lookup: hydrationLookup, allowed: () => true };
  function Reader({ name, path }: { name: string; path: string }) {
    renders[name] = (renders[name] ?? 0) + 1;
    const { lookup } = useTracked(reads);
    return <span id={name}>{String(lookup(path) ?? 0)}</span>;
  }
  app.unread = { inbox: 5 };
  beginHydration({}, null);
  render(
    <>
      <Reader name="inbox" path="unread.inbox" />
      <Reader name="rewards" path="unread.rewards" />
    </>,
  );
  await flush();
  assert.is(text('inbox'), '0', 'while hydrating, the value the render began with');
  act(() => endHydration());
  await flush();
  assert.is(text('inbox'), '5');
  assert.equal(renders, { inbox: 2, rewards: 1 }, 'the reader whose value stayed the same did not render again');
});

s.run();
