// Header menu: a menu button that opens a popup of shortcuts (deposit, withdraw, messages, ...), each behind its
// own gate; a row navigates or opens an app popup, and closes the menu.
import { useState } from 'react';
import type { HeaderMenuProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/mount/use-engine.ts';
import { safePath } from '../engine/links.ts';
import { BADGE_MAX_COUNT } from '../engine/constants.ts';
import { Drawer, warmSheet } from './home/lazy-sheet.tsx';
import { Icon } from './ui/icons.tsx';
import './header-menu.css';

type Item = HeaderMenuProps['items'][number];

export default function HeaderMenu({ config }: WidgetProps<HeaderMenuProps>) {
  const { t, navigate, popup, allowed, lookup } = useEngine();
  const [open, setOpen] = useState(false);
  const items = config.items.filter((item) => allowed(item.gate) && (item.popup || safePath(item.to, 'header menu')));
  if (items.length === 0) return null;
  const title = t(config.title ?? 'home_menu');
  const total = items.reduce((n, item) => n + (item.badge ? Number(lookup(item.badge) ?? 0) || 0 : 0), 0);
  const choose = (item: Item) => {
    setOpen(false);
    if (item.popup) popup.set(item.popup, true);
    else if (item.to) navigate(item.to);
  };
  return (
    <>
      <button type="button" className="w-hmenu-btn" aria-haspopup="dialog" aria-expanded={open} aria-label={title} onPointerDown={warmSheet} onClick={() => setOpen(true)}>
        <Icon name="menu" size={24} />
        {total > 0 && <span className="w-hmenu-dot" aria-hidden="true" />}
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title={title} closeLabel={t('home_close')} side="end">
        <ul className="w-hmenu-list">
          {items.map((item) => {
            const count = item.badge ? Number(lookup(item.badge) ?? 0) || 0 : 0;
            const body = (
              <>
                {item.icon && <span className="w-hmenu-icon"><Icon name={item.icon} size={20} /></span>}
                <span className="w-hmenu-label">{t(item.label)}</span>
                {count > 0 && <span className="w-hmenu-badge" aria-label={t('unread_count', [count])}>{count > BADGE_MAX_COUNT ? `${BADGE_MAX_COUNT}+` : count}</span>}
              </>
            );
            return (
              <li key={item.label + (item.to ?? '')}>
                {item.to && !item.popup
                  ? <a className="w-hmenu-row" href={item.to} onClick={(e) => { e.preventDefault(); choose(item); }}>{body}</a>
                  : <button type="button" className="w-hmenu-row" onClick={() => choose(item)}>{body}</button>}
              </li>
            );
          })}
        </ul>
      </Drawer>
    </>
  );
}
