// useStore: a component renders again when the value it selects from a valtio store changes (a primitive, or an
// object the store replaces whole), and not for other changes of the store.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { proxy } from 'valtio/vanilla';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup, flush } from '../render.tsx';
import { useStore } from '../../../engine/widget-module.ts';

const s = suite('useStore');
s.before(setupDom);
s.after.each(cleanup);
s.after(async () => {
  await teardownDom();
});

const text = (id: string) => document.getElementById(id)?.textContent ?? null;

s('a selected primitive and a replaced object: each reader renders again for its own value only', async () => {
  const store = proxy({ reloading: false, wallet: null as { sumBalance: number } | null });
  const renders = { flag: 0, wallet: 0 };
  function Flag() {
    renders.flag++;
    return <span id="flag">{String(useStore(store, (s) => s.reloading))}</span>;
  }
  function Wallet() {
    renders.wallet++;
    const wallet = useStore(store, (s) => s.wallet);
    return <span id="wallet">{wallet ? String(wallet.sumBalance) : '—'}</span>;
  }
  render(
    <>
      <Flag />
      <Wallet />
    </>,
  );
  await flush();
  assert.equal(renders, { flag: 1, wallet: 1 });
  store.wallet = { sumBalance: 12 };
  await flush();
  assert.is(text('wallet'), '12');
  assert.equal(renders, { flag: 1, wallet: 2 }, 'the flag did not change');
  store.reloading = true;
  await flush();
  assert.is(text('flag'), 'true');
  assert.equal(renders, { flag: 2, wallet: 2 }, 'the wallet object is the same');
  store.wallet = { sumBalance: 30 };
  await flush();
  assert.is(text('wallet'), '30', 'a new object renders the new value');
});

s.run();
