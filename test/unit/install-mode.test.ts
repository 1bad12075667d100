// engine/install/mode.ts reads how the page runs from a window: display modes, iOS standalone, the web clip marker.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { WEBCLIP_KEY, installMode, signals } from '../../engine/install/mode.ts';

function fakeWindow(opts: { ua?: string; standalone?: boolean; display?: string; search?: string; stored?: Record<string, string> }) {
  const store = new Map(Object.entries(opts.stored ?? {}));
  return {
    navigator: { userAgent: opts.ua ?? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', standalone: opts.standalone },
    matchMedia: (q: string) => ({ matches: !!opts.display && q === `(display-mode: ${opts.display})` }),
    location: { search: opts.search ?? '' },
    localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) },
    store,
  };
}

test('a browser tab is H5; an installed web app in any app display mode is PWA', () => {
  assert.is(installMode(signals(fakeWindow({}) as never)), 'H5');
  for (const display of ['standalone', 'fullscreen', 'minimal-ui'])
    assert.is(installMode(signals(fakeWindow({ display }) as never)), 'PWA', display);
});

test('an iOS home-screen launch is WEBCLIP; the profile web clip URL (?webclip=1) leaves the marker', () => {
  assert.is(installMode(signals(fakeWindow({ standalone: true }) as never)), 'WEBCLIP');
  const win = fakeWindow({ search: '?webclip=1' });
  assert.ok(signals(win as never).webClipMarker);
  assert.is(win.store.get(WEBCLIP_KEY), '1');
  assert.ok(signals(fakeWindow({ stored: { [WEBCLIP_KEY]: '1' } }) as never).webClipMarker);
});

test('blocked storage is no marker, not a crash', () => {
  const win = {
    ...fakeWindow({}),
    localStorage: {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    },
  };
  assert.not.ok(signals(win as never).webClipMarker);
});

test.run();
