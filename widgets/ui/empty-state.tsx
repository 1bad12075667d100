// EmptyState: shown when a list has nothing (no games, no promotions, no messages); text is already translated.
import type { ReactNode } from 'react';
import { Icon } from './all-icons.ts';

/** An empty-list message with an optional icon and action (e.g. a Button). */
export function EmptyState({ text, icon, action }: { text: string; icon?: ReactNode; action?: ReactNode }) {
  return (
    <div className="ui-state">
      <span className="ui-state__art" aria-hidden="true">
        {icon ?? <Icon name="inbox" size={34} />}
      </span>
      <p className="ui-state__text">{text}</p>
      {action}
    </div>
  );
}
