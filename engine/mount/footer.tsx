// The footer menu from app.json: links with icons, the raised centre button and fixed-text bubbles.
import type { Footer as FooterDef, FooterItem } from '../schema-types.ts';
import { shell } from '../shell-parts.ts';
import { safePath } from '../links.ts';
import { useTracked, type StateReads } from './tracked.ts';

interface Props {
  def: FooterDef;
  path: string;
  t(key: string, params?: unknown[], count?: number): string;
  currencySymbol: string;
  /** The gates and counts read through these; the footer renders again when what it read changes. */
  reads: StateReads;
  onSelect(item: FooterItem): void;
  /** A link is pressed (before the click): time to warm its screen's code. */
  onPress?(item: FooterItem): void;
}

/** The bottom navigation. */
export function Footer({ def, path, t, currencySymbol, reads, onSelect, onPress }: Props) {
  const { allowed, lookup } = useTracked(reads);
  return (
    <nav className="app-footer" aria-label={t(def.label)}>
      <ul>
        {def.items
          .filter((item) => allowed(item.gate) && safePath(item.to, 'footer'))
          .map((item) => {
            const current = path === item.to.split('?')[0];
            const n = item.badge ? Number(lookup(item.badge) ?? 0) : 0;
            return (
              <li key={item.id} className={item.center ? 'app-footer-center' : undefined}>
                <a
                  href={item.to}
                  aria-current={current ? 'page' : undefined}
                  onPointerDown={() => onPress?.(item)}
                  onClick={(e) => {
                    if (!e.metaKey && !e.ctrlKey) {
                      e.preventDefault();
                      onSelect(item);
                    }
                  }}
                >
                  <span className="app-footer-icon">
                    <shell.Icon name={item.icon} size={item.center ? 28 : 24} />
                  </span>
                  <span className="app-footer-label">{t(item.label)}</span>
                  {item.bubble && (
                    <span className="app-footer-bubble" aria-hidden="true">
                      {item.bubble.currency ? `${currencySymbol}${item.bubble.text}` : item.bubble.text}
                    </span>
                  )}
                  {n > 0 && <shell.Badge count={n} label={t('unread_count', [n], n)} className="app-footer-badge" />}
                </a>
              </li>
            );
          })}
      </ul>
    </nav>
  );
}
