// MenuRow and MenuList: member-centre style rows (icon, label, optional detail and badge, chevron).
// A row is a link when it has href, otherwise a button; the list is a plain <ul> so counts are announced.
import type { MouseEvent, ReactNode } from 'react';
import { Badge } from './badge.tsx';

/** Props of a row: badge is a count, or 'dot' for an unread dot (badgeLabel is its spoken text). */
export interface MenuRowProps {
  label: string;
  icon?: ReactNode;
  href?: string;
  onClick?: (e: MouseEvent<HTMLElement>) => void;
  badge?: number | 'dot';
  badgeLabel?: string;
  detail?: string;
  chevron?: boolean;
  /** A widget's own look on top of the kit's (e.g. a grid cell). */
  className?: string;
}

/**
 * One tappable row: an <a> with href, else a <button>. Its chevron is the row's own ::after (menu.css), not an
 * icon of three elements: a member centre draws a score of rows, and each element is styled and laid out when a
 * route change builds the screen.
 */
export function MenuRow({ label, icon, href, onClick, badge, badgeLabel, detail, chevron = true, className }: MenuRowProps) {
  const classes = `ui-row${chevron ? ' ui-row--chevron' : ''}${className ? ` ${className}` : ''}`;
  const body = (
    <>
      {icon && <span className="ui-row__icon">{icon}</span>}
      <span className="ui-row__label">{label}</span>
      {detail && <span className="ui-row__detail">{detail}</span>}
      {badge !== undefined && <Badge dot={badge === 'dot'} count={badge === 'dot' ? 0 : badge} label={badgeLabel} />}
    </>
  );
  return href !== undefined ? (
    <a className={classes} href={href} onClick={onClick}>
      {body}
    </a>
  ) : (
    <button type="button" className={classes} onClick={onClick}>
      {body}
    </button>
  );
}

/** A titled group of rows; each child becomes a list item. */
export function MenuList({ title, children }: { title?: string; children: ReactNode[] | ReactNode }) {
  const items = (Array.isArray(children) ? children : [children]).filter(Boolean);
  return (
    <section className="ui-menu">
      {title && <h2 className="ui-menu__title">{title}</h2>}
      <ul className="ui-menu__list">
        {items.map((child, i) => (
          <li key={i}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
