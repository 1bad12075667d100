// The top bar's line about what players see of the open screen.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { liveState } from '../../../studio/live-state.ts';
import type { Version } from '../../../studio/api.ts';

const v = (version: number, published?: true): Version => ({
  version,
  file: 'home.json',
  author: 'tester',
  at: '2026-01-01T00:00:00Z',
  message: '',
  added: 0,
  removed: 0,
  ...(published ? { published } : {}),
});

const s = suite('liveState');
s('the latest version live', () => assert.is(liveState([v(3, true), v(2), v(1)]), 'v3 is live: players see it'));
s('a draft ahead of the live version', () => assert.is(liveState([v(5), v(4, true), v(3)]), 'Draft v5 — players see v4'));
s('an older version published again', () => assert.is(liveState([v(5), v(4), v(1, true)]), 'Draft v5 — players see v1'));
s('nothing published yet', () => assert.is(liveState([v(1)]), 'Draft v1 — not published yet'));
s('no history', () => assert.is(liveState([]), ''));
s.run();
