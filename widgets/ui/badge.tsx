// Badge: an unread dot or a count bubble (capped, e.g. 99+); renders nothing when there is nothing to show.
import { BADGE_MAX_COUNT } from '../../engine/constants.ts';

/** count shows a number (0 hides it); dot shows an unread dot; label is the translated text a screen reader hears. */
export interface BadgeProps {
  count?: number;
  dot?: boolean;
  label?: string;
  max?: number;
  className?: string;
}

/** The text a count badge shows: the number, or "99+" above max. */
export function badgeText(count: number, max = BADGE_MAX_COUNT): string {
  return count > max ? `${max}+` : String(count);
}

/** An unread dot or count bubble; hidden when count is 0 and dot is false. */
export function Badge({ count = 0, dot = false, label, max = BADGE_MAX_COUNT, className }: BadgeProps) {
  if (!dot && count <= 0) return null;
  const kind = dot ? 'ui-badge--dot' : 'ui-badge--count';
  return (
    <span className={['ui-badge', kind, className].filter(Boolean).join(' ')}>
      {!dot && <span aria-hidden={label ? true : undefined}>{badgeText(count, max)}</span>}
      {label && <span className="ui-visually-hidden">{label}</span>}
    </span>
  );
}
