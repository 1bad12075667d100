// The installable-app answers of the server: the manifest from site config, the icons, the kill switch.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { PNG } from 'pngjs';
import { webManifest, swSwitchFromEnv } from '../../server/install.ts';
import { ICONS, drawIcon } from '../../server/icons.ts';

const brand = {
  name: 'Lucky Night Casino Club',
  colors: { brand: '#f5b301', brandContrast: '#1a1300', bg: '#0f1115', surface: '#181b22' },
};

test('the manifest carries the white label: name, short name, colours, standalone, icons browsers ask for', () => {
  const m = webManifest({ brand, languages: { default: 'TY' } }) as Record<string, any>;
  assert.is(m.name, 'Lucky Night Casino Club');
  assert.ok(m.short_name.length <= 12);
  assert.is(m.display, 'standalone');
  assert.is(m.start_url, '/m/home');
  assert.is(m.background_color, '#0f1115');
  assert.is(m.theme_color, '#181b22');
  assert.is(m.lang, 'fil', 'the BCP 47 tag of TY (Filipino), not the platform code');
  assert.is(m.dir, 'ltr');
  const sizes = m.icons.map((i: any) => `${i.sizes} ${i.purpose}`);
  for (const want of ['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']) assert.ok(sizes.includes(want), want);
});

test('without site config the manifest still has a name, colours and icons', () => {
  const m = webManifest(null) as Record<string, any>;
  assert.ok(m.name && m.short_name && m.theme_color && m.icons.length >= 2);
});

test("the operator's own icons replace the drawn ones", () => {
  const icons = [{ src: 'https://cdn.example.com/i512.png', sizes: '512x512', type: 'image/png' }];
  assert.equal((webManifest({ brand: { ...brand, icons } }) as any).icons, icons);
});

test('icons are PNGs of the named size in the brand colour, opaque for Apple and maskable, rounded for any', () => {
  for (const [name, spec] of Object.entries(ICONS)) {
    const png = PNG.sync.read(drawIcon(spec.size, brand.colors, spec.shape));
    assert.is(png.width, spec.size, name);
    assert.is(png.height, spec.size, name);
    const corner = png.data[3];
    assert.is(corner, spec.shape === 'full' ? 255 : 0, `${name} corner alpha`);
    const mid = ((spec.size >> 1) * spec.size + 4) * 4; // left edge, middle row: the tile
    assert.equal([...png.data.subarray(mid, mid + 3)], [0xf5, 0xb3, 0x01], `${name} tile colour`);
  }
});

test('kill switch from the environment', () => {
  assert.equal(swSwitchFromEnv({}), { kill: false, revoke: [] });
  assert.equal(swSwitchFromEnv({ SW_KILL: '1', SW_REVOKE: 'a1, b2,' }), { kill: true, revoke: ['a1', 'b2'] });
});

test.run();
