// The server's own calls to the platform (a page's boot data, the manifest's brand, readiness) carry the headers the
// browser's calls carry: Merchant exactly once, Language, ModuleId, Device and the profile's headers, no token.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { IncomingHttpHeaders } from 'node:http';
import { startFixture } from './fixture.ts';
import { endpointOf } from '../../../server/platform.ts';

test('every call the server makes itself carries the platform headers of its entry', async () => {
  const seen: Array<{ path: string; headers: IncomingHttpHeaders; merchants: number }> = [];
  const saved = process.env.PLATFORM_PROFILE;
  process.env.PLATFORM_PROFILE = '{"gatewayVersion":"3"}';
  const app = await startFixture({
    api: async (req, res, url) => {
      if (!url.pathname.startsWith('/wps/')) return false;
      seen.push({ path: url.pathname, headers: req.headers, merchants: req.headersDistinct.merchant?.length ?? 0 });
      const value = url.pathname === endpointOf('siteConfig').path ? { merchantCode: 'DEMO', languages: { default: 'EN' } } : {};
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success: true, value }));
      return true;
    },
  });
  try {
    // A page's boot data waits BOOT_TIMEOUT_MS at most: on a busy machine the banner call may not have started by
    // then, so pages are asked (each address a page of its own, past the page cache) until one made it.
    for (let n = 0; n < 20 && !seen.some((s) => s.path === endpointOf('notices').path); n++) await fetch(`${app.base}/m/home?n=${n}`);
    await fetch(`${app.base}/manifest.webmanifest`);
    await fetch(`${app.base}/readyz`);
    const names = ['systemStatus', 'siteConfig', 'notices'];
    for (const name of names)
      assert.ok(
        seen.some((s) => s.path === endpointOf(name).path),
        `${name} was asked`,
      );
    assert.ok(seen.length >= 5, `the page, the manifest and readiness asked (${seen.length} calls)`);
    for (const { path, headers, merchants } of seen) {
      const entry = names.map(endpointOf).find((e) => e.path === path)!;
      assert.is(merchants, 1, `${path}: Merchant once`);
      assert.is(headers.merchant, 'DEMO', path);
      assert.is(headers.device, 'MOBILE', `${path}: Device`);
      assert.is(headers.language, 'EN', path);
      assert.is(headers.moduleid, entry.modID, `${path}: ModuleId`);
      assert.is(headers['x-gateway-version'], '3', `${path}: the profile's headers`);
      assert.is(headers.authorization, undefined, `${path}: no token`);
    }
  } finally {
    if (saved === undefined) delete process.env.PLATFORM_PROFILE;
    else process.env.PLATFORM_PROFILE = saved;
    await app.close();
  }
});

test.run();
