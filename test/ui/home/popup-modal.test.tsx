// The announcement popup's modal: pages with previous/next (disabled at the ends), the item link, and closing
// that waits for the exit animation before reporting closed.
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { PopupModal, POPUP_CLOSE_MS } from '../../../widgets/home/popup-modal.tsx';
import { SafeHtml, loadSanitizer } from '../../../widgets/home/safe-html.tsx';
import { installFakeClock, type FakeClock } from '../fake-clock.ts';
import { $, cleanup, fire, render, run } from '../render.tsx';

const ITEMS = [
  { id: 1, title: 'First', content: '<p>One</p>', promotionType: 'REWARD', execution: 'A' as const },
  { id: 2, title: 'Second', content: '<p>Two</p><img src=x onerror=alert(1)>', promotionType: 'OTHER', execution: 'A' as const },
];
const t = (key: string, p?: unknown[]) => (key === 'home_page_of' ? `${p?.[0]} / ${p?.[1]}` : key);
const byLabel = (label: string) => $(`[aria-label="${label}"]`) as HTMLButtonElement;
const title = () => $('.ui-dialog__title').textContent;

let fake: { clock: FakeClock; restore: () => void };
const s = suite('PopupModal');
s.before(setupDom);
s.before.each(() => {
  fake = installFakeClock();
});
s.after.each(() => {
  fake.restore();
  cleanup();
});
s.after(teardownDom);

s('pages with next and previous, disabled at the ends, and shows the page count', () => {
  render(<PopupModal items={ITEMS} t={t} linkOf={() => null} onOpenLink={() => {}} onClosed={() => {}} />);
  assert.is(title(), 'First');
  assert.match($('.w-popup-count').textContent!, '1 / 2');
  assert.ok(byLabel('home_previous').disabled);
  fire(byLabel('home_next'), 'click');
  assert.is(title(), 'Second');
  assert.match($('.w-popup-count').textContent!, '2 / 2');
  assert.ok(byLabel('home_next').disabled);
  fire(byLabel('home_previous'), 'click');
  assert.is(title(), 'First');
});

s('a single item has no pager', () => {
  render(<PopupModal items={[ITEMS[0]!]} t={t} linkOf={() => null} onOpenLink={() => {}} onClosed={() => {}} />);
  assert.is(document.querySelector('.w-popup-pager'), null);
});

s('the item link opens its route', () => {
  const opened: string[] = [];
  render(
    <PopupModal
      items={ITEMS}
      t={t}
      linkOf={(i) => (i.promotionType === 'REWARD' ? { label: 'Reward center', to: '/m/rewardCenter' } : null)}
      onOpenLink={(to) => opened.push(to)}
      onClosed={() => {}}
    />,
  );
  const link = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Reward center')!;
  fire(link, 'click');
  assert.equal(opened, ['/m/rewardCenter']);
  fire(byLabel('home_next'), 'click');
  assert.not.ok(
    [...document.querySelectorAll('button')].some((b) => b.textContent === 'Reward center'),
    'no link for OTHER',
  );
});

s('close plays the exit animation, then reports closed once', () => {
  let closed = 0;
  render(
    <PopupModal
      items={ITEMS}
      t={t}
      linkOf={() => null}
      onOpenLink={() => {}}
      onClosed={() => {
        closed++;
      }}
    />,
  );
  const close = [...document.querySelectorAll('button')].find((b) => b.textContent === 'home_close')!;
  fire(close, 'click');
  assert.ok($('.w-popup').classList.contains('is-closing'));
  fire(close, 'click');
  run(() => fake.clock.advance(POPUP_CLOSE_MS - 1));
  assert.is(closed, 0);
  run(() => fake.clock.advance(1));
  assert.is(closed, 1);
});

s('server HTML is sanitised: plain text first, then markup without scripts or handlers', async () => {
  render(
    <SafeHtml
      className="c"
      html={'<p>Hi <b>there</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>'}
    />,
  );
  assert.is($('.c').innerHTML, '<p>Hi there x</p>', 'no markup before the sanitizer loads');
  await act(async () => {
    await loadSanitizer();
  });
  // Each text is sanitised in a task of its own: the output arrives within a few tasks.
  for (let i = 0; i < 20 && !document.querySelector('.c[data-server-html]'); i++)
    await act(() => new Promise<void>((done) => setTimeout(done, 0)));
  assert.ok(document.querySelector('.c[data-server-html]'), 'the sanitised output replaces the plain text');
  // happy-dom is not a DOM DOMPurify works with, so the self-check falls back to text; in browsers (the e2e
  // popup) markup is kept. Either way nothing executable reaches the page.
  const html = $('.c').innerHTML;
  assert.match(html, /Hi/);
  assert.not.match(html, /onerror|<script|javascript:/);
});

s.run();
