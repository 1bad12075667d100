// Small components: Button, Badge, MenuRow/MenuList, empty/loading/retry states, Copyright, Logo, useSticky.
import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { COPYRIGHT_YEARS, STICKY_HEADER_THRESHOLD_PX } from '../../engine/page-constants.ts';
import { Badge, badgeText } from '../../widgets/ui/badge.tsx';
import { Button } from '../../widgets/ui/button.tsx';
import { Copyright } from '../../widgets/ui/copyright.tsx';
import { EmptyState } from '../../widgets/ui/empty-state.tsx';
import { LoadingState } from '../../widgets/ui/loading-state.tsx';
import { MenuList, MenuRow } from '../../widgets/ui/menu-row.tsx';
import { RetryState } from '../../widgets/ui/retry-state.tsx';
import { useSticky } from '../../widgets/ui/use-sticky.ts';
import { $, cleanup, fire, render, run } from './render.tsx';

const dom = (s: ReturnType<typeof suite>) => {
  s.before(setupDom);
  s.after.each(cleanup);
  s.after(teardownDom);
  return s;
};

const button = dom(suite('Button'));
button('is a real button of type=button with its variant class', () => {
  let clicks = 0;
  render(
    <Button variant="secondary" onClick={() => clicks++}>
      Deposit
    </Button>,
  );
  const el = $('button');
  assert.is(el.getAttribute('type'), 'button');
  assert.ok(el.classList.contains('ui-btn--secondary'));
  fire(el, 'click');
  assert.is(clicks, 1);
});

button('loading: aria-busy, clicks ignored, label kept (no width change)', () => {
  let clicks = 0;
  render(
    <Button loading onClick={() => clicks++}>
      Log in
    </Button>,
  );
  const el = $('button');
  assert.is(el.getAttribute('aria-busy'), 'true');
  assert.is(el.getAttribute('aria-disabled'), 'true');
  assert.ok(el.querySelector('.ui-spinner'));
  assert.is($('.ui-btn__label').textContent, 'Log in');
  fire(el, 'click');
  assert.is(clicks, 0);
});

button('icon buttons carry their aria-label', () => {
  render(
    <Button variant="icon" aria-label="Close">
      ×
    </Button>,
  );
  assert.is($('button').getAttribute('aria-label'), 'Close');
});

const badge = dom(suite('Badge'));
badge('count, capped count, dot with spoken label, nothing at 0', () => {
  assert.is(badgeText(7), '7');
  assert.is(badgeText(120), '99+');
  const { container, rerender } = render(<Badge count={3} />);
  assert.is(container.textContent, '3');
  rerender(<Badge count={0} />);
  assert.is(container.innerHTML, '');
  rerender(<Badge dot label="Unread messages" />);
  assert.ok(container.querySelector('.ui-badge--dot'));
  assert.is(container.textContent, 'Unread messages');
});

const menu = dom(suite('MenuRow and MenuList'));
menu('a row with href is a link, without is a button; badges show', () => {
  let taps = 0;
  render(
    <MenuList title="Account">
      <MenuRow label="Withdraw" href="/m/withdraw" />
      <MenuRow label="Messages" onClick={() => taps++} badge="dot" badgeLabel="unread" />
      <MenuRow label="Rewards" badge={4} detail="New" />
    </MenuList>,
  );
  assert.is($('h2').textContent, 'Account');
  assert.is(document.querySelectorAll('li').length, 3);
  assert.is($('a.ui-row').getAttribute('href'), '/m/withdraw');
  const buttons = document.querySelectorAll('button.ui-row');
  assert.is(buttons.length, 2);
  fire(buttons[0] as Element, 'click');
  assert.is(taps, 1);
  assert.ok(buttons[0]?.querySelector('.ui-badge--dot'));
  assert.match(buttons[1]?.textContent ?? '', /RewardsNew4/);
});

const states = dom(suite('EmptyState, LoadingState, RetryState'));
states('empty shows its text; loading is a busy status with a label; retry is a real button', () => {
  let retries = 0;
  render(
    <>
      <EmptyState text="No games yet" />
      <LoadingState label="Loading" count={3} />
      <RetryState text="Loading failed, click to retry" onRetry={() => retries++} />
    </>,
  );
  assert.match(document.body.textContent ?? '', 'No games yet');
  const status = $('[role="status"]');
  assert.is(status.getAttribute('aria-busy'), 'true');
  assert.is(status.textContent, 'Loading');
  assert.is(status.querySelectorAll('.ui-skeleton__item').length, 3);
  const retry = $('button.ui-state__retry');
  assert.is(retry.textContent, 'Loading failed, click to retry');
  fire(retry, 'click');
  assert.is(retries, 1);
});

const copyright = dom(suite('Copyright'));
copyright('shows the spec years and the owner', () => {
  render(<Copyright owner="Nightfall Bet" rights="All rights reserved." />);
  assert.is(COPYRIGHT_YEARS, '2019-2025');
  assert.is($('p').textContent, '© 2019-2025 Nightfall Bet. All rights reserved.');
});

const sticky = dom(suite('useSticky'));
function Header({ threshold }: { threshold?: number }) {
  return <header data-stuck={useSticky(threshold)} />;
}
const scrollTo = (y: number) =>
  run(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

sticky('changes past 100 px by default, back when scrolled up', () => {
  assert.is(STICKY_HEADER_THRESHOLD_PX, 100);
  render(<Header />);
  const el = $('header');
  scrollTo(100);
  assert.is(el.dataset.stuck, 'false');
  scrollTo(101);
  assert.is(el.dataset.stuck, 'true');
  scrollTo(0);
  assert.is(el.dataset.stuck, 'false');
});

sticky('takes a custom threshold', () => {
  render(<Header threshold={10} />);
  scrollTo(11);
  assert.is($('header').dataset.stuck, 'true');
});

button.run();
badge.run();
menu.run();
states.run();
copyright.run();
sticky.run();
