// Menus, the header menu, the link strip and the footer with targets the link policy refuses (data that reached them
// without the schema, e.g. a future widget or a hand-built config): such a row is not rendered, and nothing throws.
import '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { render, cleanup } from './render.tsx';
import { stubEngine } from './engine-stub.tsx';
import Menu from '../../widgets/menu.tsx';
import LinkStrip from '../../widgets/link-strip.tsx';
import { Footer } from '../../engine/mount/footer.tsx';
import { app } from '../../engine/state.ts';
import { provideShell } from '../../engine/shell-parts.ts';
import { shellParts } from '../../app/parts.tsx';
import { logged } from '../helpers/console.ts';

const BAD = ['//attacker.example/phish', '/\\attacker.example', '/\t/attacker.example', 'https://attacker.example/', 'javascript:alert(1)'];
const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a')].map((a) => a.getAttribute('href'));

const s = suite('link widgets');
s.before(setupDom);
s.before.each(() => {
  app.problems = [];
});
s.after.each(cleanup);
s.after(teardownDom);

s('menu: only the same-origin row is rendered; staff are told about the others', async () => {
  const { wrap } = stubEngine();
  const items = [...BAD.map((to, i) => ({ label: `bad${i}`, to })), { label: 'ok', to: '/m/home' }];
  let container!: HTMLElement;
  const warned = await logged(() => ({ container } = render(wrap(<Menu config={{ items } as never} />))));
  assert.equal(hrefs(container), ['/m/home']);
  // Staff are told in the console too, once per refused row.
  assert.is(warned.filter((l) => l.startsWith('[staff] menu: path refused')).length, BAD.length, warned.join('\n'));
  assert.is(container.querySelectorAll('.w-menu-row').length, 1);
  assert.ok(app.problems.some((p) => p.file === 'menu' && /attacker\.example/.test(p.message)));
});

s('link strip: rows to //host or /\\host are left out', async () => {
  const { wrap } = stubEngine();
  const items = [
    { label: 'a', icon: 'home', to: '//attacker.example/x' },
    { label: 'b', icon: 'home', to: '/\\attacker.example' },
    { label: 'c', icon: 'home', to: '/m/login' },
  ];
  let container!: HTMLElement;
  const warned = await logged(() => ({ container } = render(wrap(<LinkStrip config={{ items } as never} />))));
  assert.equal(hrefs(container), ['/m/login']);
  assert.is(warned.filter((l) => l.startsWith('[staff] link strip: path refused')).length, 2, warned.join('\n'));
});

s('footer: an item whose target is refused is not rendered', async () => {
  const def = {
    label: 'main',
    items: [
      { id: 'a', label: 'a', icon: 'home', to: '//attacker.example/x' },
      { id: 'b', label: 'b', icon: 'home', to: '/m/home' },
    ],
  };
  let container!: HTMLElement;
  const warned = await logged(
    () =>
      ({ container } = render(
        <Footer
          def={def as never}
          path="/m/home"
          t={(k) => k}
          currencySymbol=""
          reads={{ allowed: () => true, lookup: () => 0 }}
          onSelect={() => {}}
        />,
      )),
  );
  assert.equal(hrefs(container), ['/m/home']);
  assert.equal(
    warned.filter((l) => l.startsWith('[staff] footer: path refused')),
    ['[staff] footer: path refused: "//attacker.example/x" starts with "//", which browsers read as another host'],
  );
});

s("footer: an unread count is the UI kit's badge, capped at 99+, and says what it counts", () => {
  provideShell(shellParts);
  const def = { label: 'nav', items: [{ id: 'news', label: 'News', icon: 'mail', to: '/m/home', badge: 'unread.x' }] };
  const t = (k: string, params?: unknown[]) => (k === 'unread_count' ? `${params?.[0]} unread` : k);
  const counts = [120, 0];
  const footer = (n: number) => (
    <Footer
      def={def as never}
      path="/m/home"
      t={t}
      currencySymbol=""
      reads={{ allowed: () => true, lookup: () => n }}
      onSelect={() => {}}
    />
  );
  const { container, rerender } = render(footer(counts[0]!));
  const badge = container.querySelector('.app-footer-badge.ui-badge');
  assert.is(badge?.querySelector('[aria-hidden]')?.textContent, '99+');
  assert.is(badge?.querySelector('.ui-visually-hidden')?.textContent, '120 unread');
  rerender(footer(counts[1]!));
  assert.is(container.querySelector('.ui-badge'), null, 'no badge at 0');
});
s.run();
