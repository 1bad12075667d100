// Sandbox game behaviour the game screens rely on: in-house games in an RNG list filtered by vendors, and the
// launched game's stand-in page served under its own content policy.
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { type Harness, startHarness } from './helpers.ts';

const s = suite('sandbox games');
let h: Harness;
s.before(async () => {
  h = await startHarness();
});
s.after(async () => {
  await h.close();
});

s('an RNG list filtered by the in-house vendor lists the in-house games; unfiltered it does not', async () => {
  const inhouse = await h.call('gameList', { gameType: 'RNG', vassalage: 'MCG', pageNo: 1, pageSize: 26 });
  assert.ok(inhouse.value.games.length > 0);
  assert.ok(inhouse.value.games.every((g: { vassalage: string }) => g.vassalage === 'MCG'));
  const plain = await h.call('gameList', { gameType: 'RNG', pageNo: 1, pageSize: 26 });
  assert.not.ok(plain.value.games.some((g: { gameType: string }) => g.gameType === 'INHOUSE'));
});

s('the stand-in game page may style itself inline and be framed by the app only', async () => {
  const res = await h.fetch('/sandbox-assets/game/1001.html');
  assert.is(res.status, 200);
  const csp = res.headers.get('content-security-policy') ?? '';
  assert.match(csp, /style-src 'self' 'unsafe-inline'/);
  assert.match(csp, /frame-ancestors 'self'/);
});

s.run();
