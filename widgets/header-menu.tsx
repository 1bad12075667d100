// Header menu: a menu button that opens a popup of shortcuts (deposit, withdraw, messages, ...), each behind its
// own gate; a row navigates, opens an app popup or signs out (after a confirmation), and closes the menu. With
// `account`, the popup starts with who is signed in and their balance. The drawer's code loads in idle time once
// the menu is on the page, so the first tap opens it at once instead of waiting for the fetch.
import { useEffect, useState } from 'react';
import type { HeaderMenuProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine, useStore } from '../engine/widget-module.ts';
import { safePath } from '../engine/widget-module.ts';
import { TRIAL_MEMBER_TYPE } from '../engine/constants.ts';
import { idleTask, local } from '../engine/widget-module.ts';
import { LazyDrawer, warmSheet } from './ui/lazy-sheet.tsx';
import { preloadable } from './ui/preloadable.tsx';
import { Icon } from './ui/all-icons.ts';
import { Badge } from './ui/badge.tsx';
import { MenuRow } from './ui/menu-row.tsx';
import { BALANCE_HIDDEN_KEY } from './header-balance.tsx';
import './header-menu.css';

type Item = HeaderMenuProps['items'][number];

/** The sign-out confirmation and flow load on first use: they are not part of home's first paint. */
const signOutModule = () => import('./account/sign-out-dialog.tsx');
/** Opens in the tap's own render once its code is in (it loads as the menu button is pressed). */
const signOut = preloadable(() => signOutModule().then((m) => m.default));

export default function HeaderMenu({ config }: WidgetProps<HeaderMenuProps>) {
  const engine = useEngine();
  const { t, navigate, popup, allowed, lookup } = engine;
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState<boolean | null>(null);
  // Two idle periods: after the first screenful's own work, not among it.
  useEffect(() => void idleTask().then(idleTask).then(warmSheet), []);
  const items = config.items.filter((item) => allowed(item.gate) && (item.popup || item.signOut || safePath(item.to, 'header menu')));
  if (items.length === 0) return null;
  const title = t(config.title ?? 'home_menu');
  const total = items.reduce((n, item) => n + (item.badge ? Number(lookup(item.badge) ?? 0) || 0 : 0), 0);
  const choose = (item: Item) => {
    setOpen(false);
    if (item.signOut) setConfirming(true);
    else if (item.popup) popup.set(item.popup, true);
    else if (item.to) navigate(item.to);
  };
  return (
    <>
      <button
        type="button"
        className="w-hmenu-btn"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={title}
        onPointerDown={() => {
          warmSheet();
          if (items.some((i) => i.signOut)) void signOut.preload().catch(() => {});
        }}
        onClick={() => setOpen(true)}
      >
        <Icon name="menu" size={24} />
        {total > 0 && <Badge dot className="w-hmenu-dot" />}
      </button>
      <LazyDrawer open={open} onClose={() => setOpen(false)} title={title} closeLabel={t('home_close')} side="end">
        {config.account && <Account />}
        <ul className="w-hmenu-list">
          {items.map((item) => {
            const count = item.badge ? Number(lookup(item.badge) ?? 0) || 0 : 0;
            const link = item.to && !item.popup;
            return (
              <li key={item.label + (item.to ?? '')}>
                <MenuRow
                  className="w-hmenu-row"
                  label={t(item.label)}
                  icon={item.icon && <Icon name={item.icon} size={20} />}
                  href={link ? item.to : undefined}
                  onClick={(e) => {
                    if (link) e.preventDefault();
                    choose(item);
                  }}
                  badge={count}
                  badgeLabel={t('unread_count', [count], count)}
                  chevron={false}
                />
              </li>
            );
          })}
        </ul>
      </LazyDrawer>
      {confirming !== null && (
        <signOut.Component
          open={confirming}
          t={t}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void signOutModule().then((m) => m.endSession(engine));
          }}
        />
      )}
    </>
  );
}

/** Who is signed in: the account name ('Free trial' under a trial's), and the balance (hidden when the player hid it). */
function Account() {
  const engine = useEngine();
  const { t, money } = engine;
  const info = useStore(engine.session.state, (s) => s.info);
  const member = useStore(engine.session.state, (s) => s.member);
  const wallet = useStore(engine.session.state, (s) => s.wallet);
  if (!info) return null;
  const name = member?.account || member?.userName || info.userName;
  const hidden = local()?.getItem(BALANCE_HIDDEN_KEY) === '1';
  const balance = wallet && Number.isFinite(wallet.sumBalance) ? (hidden ? '******' : money(wallet.sumBalance)) : '—';
  return (
    <div className="w-hmenu-account">
      <span className="w-hmenu-avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <p className="w-hmenu-who">
        <span className="ui-visually-hidden">{t('member_account')} </span>
        <span className="w-hmenu-name">{name}</span>
        {info.type === TRIAL_MEMBER_TYPE && <span className="w-hmenu-trial">{t('free_trial')}</span>}
      </p>
      <p className="w-hmenu-balance">
        <span>{t('home_balance')}</span> <strong>{balance}</strong>
      </p>
    </div>
  );
}
