// A list (or grid) of menu rows; each row is a link or runs actions, and shows only when its gate passes.
// With `guest`, one list serves visitors too: a visitor sees the rows a sign-in could open, each running
// the guest actions (the login prompt) instead of its own.
import type { MenuProps } from '../generated/types.ts';
import type { Gate } from '../engine/schema-types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { safePath } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { MenuRow } from './ui/menu-row.tsx';
import './menu.css';

type Item = MenuProps['items'][number];

export default function Menu({ config }: WidgetProps<MenuProps>) {
  const { t, run, allowed, lookup } = useEngine();
  const guest = config.guest && allowed({ roles: ['visitor'] }) ? config.guest : undefined;
  // A visitor's row: its role is what signing in gives, so only the rest of its gate counts; a row that
  // depends on who the member is (type, state) cannot be judged before sign-in and stays hidden.
  const guestMay = (gate: Gate | undefined) => !gate?.memberTypes && !gate?.truthy && allowed(gate && { ...gate, roles: undefined });
  // A row whose only target fails the link policy is left out (staff are told why).
  const items = config.items.filter(
    (item) => (guest ? guestMay(item.gate) : allowed(item.gate)) && (item.actions || safePath(item.to, 'menu')),
  );
  if (items.length === 0) return null;
  const row = (item: Item) => {
    const count = item.badge ? Number(lookup(item.badge) ?? 0) || 0 : 0;
    const onClick = (e: React.MouseEvent) => {
      e.preventDefault();
      run(guest ?? item.actions ?? [{ do: 'navigate', to: item.to! }]);
    };
    return (
      <MenuRow
        className="w-menu-row"
        label={t(item.label)}
        icon={item.icon && <Icon name={item.icon} />}
        href={item.to && !item.actions && !guest ? item.to : undefined}
        onClick={onClick}
        badge={count}
        badgeLabel={count > 0 ? t('unread_count', [count], count) : undefined}
        chevron={config.layout !== 'grid'}
      />
    );
  };
  return (
    <section className={`w-menu w-menu-${config.layout ?? 'list'}`} aria-label={config.title ? t(config.title) : undefined}>
      {config.title && <h2 className="w-menu-title">{t(config.title)}</h2>}
      <ul>
        {items.map((item) => (
          <li key={item.label + (item.to ?? '')}>{row(item)}</li>
        ))}
      </ul>
    </section>
  );
}
