// The platform's /wps/system/status read as site config: the white-label tree flattened to flags, the register
// switches, customer service, download links and CDNs (PLATFORM-API.md §4-§6).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { flattenWhitelabel, fromStatus } from '../../engine/api/site-status.ts';
import type { SystemStatus, WhitelabelNode } from '../../engine/api/types.gen.ts';

const tree = [
  {
    modId: 'REG3',
    enabled: '1',
    childrenNodes: [
      { modId: 'USERNAMEREG3', enabled: '1' },
      { modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] },
    ],
  },
  {
    modId: 'PERSPNL3',
    enabled: '0',
    childrenNodes: [{ modId: 'MAILCEN', enabled: '1', childrenNodes: [{ modId: 'FEEDBACK3', enabled: '1' }] }],
  },
] as WhitelabelNode[];

test('the tree flattens to every modId, "1" on and "0" off, parents included and at any depth', () => {
  assert.equal(flattenWhitelabel(tree), {
    REG3: true,
    USERNAMEREG3: true,
    MOBILENUMREG3: false,
    PERSPNL3: false,
    MAILCEN: true,
    FEEDBACK3: true,
  });
});

test("status's one root node (the platform's form, quirk 13) flattens as an array of nodes does", () => {
  const root = { modId: 'MERCHANT', enabled: '1', childrenNodes: tree } as WhitelabelNode;
  assert.equal(flattenWhitelabel(root), { MERCHANT: true, ...flattenWhitelabel(tree) });
});

test('a broken tree gives no flags rather than failing', () => {
  assert.equal(flattenWhitelabel(undefined), {});
  assert.equal(flattenWhitelabel([null, { enabled: '1' }, { modId: 'X', enabled: 1 }] as never), { X: false });
});

test('status becomes the switches, flags, register methods, customer service, links and one image CDN', () => {
  const status: SystemStatus = {
    maintenance: false,
    regionRestriction: true,
    location: { ip: '203.0.113.9' },
    info: {
      whitelabel: tree,
      imageCDNs: ['https://img1.example', 'https://img2.example', ''],
      launchGameCDNs: ['https://launch.example'],
      customerService: [{ csType: 'LIVECHAT', path: 'abc12345678' }, { csType: 'WHATSAPP_GROUP', path: 'x' }, { path: 'no type' } as never],
      resources: [
        { resourceType: 'Android', url: '/app.apk', labelNameEn: 'Android' },
        { resourceType: 'INSTAGRAM', url: 'https://ig.example' },
        { resourceType: 'IOS', url: '/ios' },
      ],
      mainDomain: 'demo.example',
      domainRoute: [{ domainName: 'm.demo.example', rootDomainName: 'demo.example' }],
      analytics: { gtagId: 'G-1' },
      register: { username: { enabled: true, required: true, acceptedPattern: '*' } },
    },
  };
  const c = fromStatus(status, (list) => list[1]);
  assert.equal([c.maintenance, c.regionRestriction, c.location], [false, true, { ip: '203.0.113.9' }]);
  assert.equal(c.register, { usernameEnabled: true, mobileEnabled: false, mobileVerification: false });
  assert.is(c.flags.MAILCEN, true);
  assert.equal(c.customerService.entries, [
    { name: 'Live chat', type: 'LIVECHAT', path: 'abc12345678' },
    { name: 'Whatsapp group', type: 'WHATSAPP_GROUP', path: 'x' },
  ]);
  assert.equal(
    c.downloadLinks,
    [
      { resourceType: 'Android', url: '/app.apk', labelNameEn: 'Android' },
      { resourceType: 'IOS', url: '/ios', labelNameEn: 'IOS' },
    ],
    'only the download types; a missing label is its type',
  );
  assert.equal(
    c.imageCDNs,
    { bases: ['https://img1.example', 'https://img2.example'], default: 'https://img2.example' },
    'empty hosts dropped, one picked',
  );
  assert.equal([c.launchGameCDNs, c.mainDomain, c.analytics], [['https://launch.example'], 'demo.example', { gtagId: 'G-1' }]);
  assert.equal(c.registerRules, { username: { enabled: true, required: true, acceptedPattern: '*' } });
});

test('a bare status (switches only) leaves out what it does not give, so the operator profile keeps those', () => {
  const c = fromStatus({ maintenance: true, regionRestriction: false });
  assert.equal(Object.keys(c).sort(), ['customerService', 'downloadLinks', 'flags', 'maintenance', 'regionRestriction', 'register']);
  assert.equal(c.flags, {});
});

test.run();
