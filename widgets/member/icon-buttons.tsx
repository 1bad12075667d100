// Round icon buttons for a card's top bar, each with an optional unread dot; guests may get the login prompt.
import type { MemberSummaryButton } from '../../generated/types.ts';
import { useEngine } from '../../engine/widget-module.ts';
import { Icon } from '../ui/all-icons.ts';
import { Badge } from '../ui/badge.tsx';

/** The allowed buttons; `onLoginNeeded` runs instead of the actions for requireLogin buttons when signed out. */
export function IconButtons({
  buttons,
  signedIn,
  onLoginNeeded,
}: {
  buttons: readonly MemberSummaryButton[];
  signedIn: boolean;
  onLoginNeeded: () => void;
}) {
  const { t, run, allowed, lookup } = useEngine();
  return (
    <div className="m-iconbar">
      {buttons
        .filter((b) => allowed(b.gate))
        .map((b) => {
          const dot = signedIn && !!b.dot && Number(lookup(b.dot) ?? 0) > 0;
          return (
            <button
              key={b.label}
              type="button"
              className="m-iconbar__btn"
              aria-label={t(b.label)}
              onClick={() => (b.requireLogin && !signedIn ? onLoginNeeded() : run(b.actions))}
            >
              <Icon name={b.icon} size={22} />
              {dot && <Badge dot label={t('member_unread_dot')} className="m-iconbar__dot" />}
            </button>
          );
        })}
    </div>
  );
}
