// engine/api/boot-data.ts: each answer the server put into the page serves the first matching call once.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';

const s = suite('boot data');
s.before(() => {
  setupDom();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'boot-data';
  block.textContent = JSON.stringify({
    calls: [
      { name: 'siteConfig', input: null, value: { merchantCode: 'DEMO' } },
      {
        name: 'notices',
        input: { platform: 'M', merchantCode: 'DEMO', language: 'EN', types: 'B', groupName: '' },
        value: { banners: [] },
      },
    ],
  });
  document.head.append(block);
});
s.after(async () => {
  document.getElementById('boot-data')?.remove();
  await teardownDom();
});

s('a matching call gets the value once; other inputs and later calls get nothing', async () => {
  const { takeBootValue } = await import('../../engine/api/boot-data.ts');
  assert.is(
    takeBootValue('notices', { platform: 'M', merchantCode: 'DEMO', language: 'TY', types: 'B', groupName: '' }),
    undefined,
    'another language',
  );
  assert.equal(takeBootValue('notices', { groupName: '', types: 'B', language: 'EN', merchantCode: 'DEMO', platform: 'M' }), {
    banners: [],
  });
  assert.is(
    takeBootValue('notices', { platform: 'M', merchantCode: 'DEMO', language: 'EN', types: 'B', groupName: '' }),
    undefined,
    'used once',
  );
  assert.equal(takeBootValue('siteConfig', undefined), { merchantCode: 'DEMO' });
  assert.is(takeBootValue('siteConfig', undefined), undefined);
});

s.run();
