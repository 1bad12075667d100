// The page's HTTP status: an address no screen claims answers 404 (still the app's page, which shows its
// not-found screen); every screen's routes, and the not-found screen's own, answer 200.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startFixture } from './fixture.ts';

test('an unclaimed address answers 404 with the page; claimed ones 200', async () => {
  const app = await startFixture({ ssr: false });
  try {
    const status = async (path: string) => {
      const res = await fetch(`${app.base}${path}`);
      return [res.status, (await res.text()).includes('<div id="root"')] as const;
    };
    assert.equal(await status('/m/nothing-here'), [404, true], 'unknown app path');
    assert.equal(await status('/m/home'), [200, true]);
    assert.equal(await status('/m/login'), [200, true]);
    assert.equal(await status('/m/404'), [200, true], "the not-found screen's own route");
  } finally {
    await app.close();
  }
});

test.run();
