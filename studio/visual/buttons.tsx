// The property form's list buttons with names that say what they act on ("Add to Items", "Move Items 7 up",
// "Remove Items 7"), read from the id rjsf gives each button (props_items_6__moveUp), and short visible text.
import type { IconButtonProps } from '@rjsf/utils';
import getDefaultRegistry from '@rjsf/core/lib/getDefaultRegistry.js';

/** "props_items_6__moveUp" as its list ("Items") and the item's number (7). */
function about(id = ''): { list: string; item?: number } {
  const parts = id
    .replace(/__\w+$/, '')
    .split('_')
    .slice(1);
  const last = parts.at(-1);
  const item = last !== undefined && /^\d+$/.test(last) ? Number(last) + 1 : undefined;
  const name = [...parts].reverse().find((p) => !/^\d+$/.test(p)) ?? 'list';
  const list = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return { list: list.charAt(0).toUpperCase() + list.slice(1), item };
}

const make = (text: string, name: (a: ReturnType<typeof about>) => string, kind = '') =>
  function Button({ id, className, onClick, disabled, style }: IconButtonProps) {
    return (
      <button
        type="button"
        id={id}
        className={`btn ${kind} ${className ?? ''}`}
        aria-label={name(about(id))}
        onClick={onClick}
        disabled={disabled}
        style={style}
      >
        {text}
      </button>
    );
  };

/** The button templates the panel's forms use. */
export const buttonTemplates = {
  ...getDefaultRegistry().templates.ButtonTemplates,
  AddButton: make('+ Add', (a) => `Add to ${a.list}`, 'btn-add'),
  MoveUpButton: make('↑', (a) => `Move ${a.list} ${a.item ?? ''} up`),
  MoveDownButton: make('↓', (a) => `Move ${a.list} ${a.item ?? ''} down`),
  RemoveButton: make('Remove', (a) => `Remove ${a.list} ${a.item ?? ''}`, 'btn-danger'),
  CopyButton: make('Copy', (a) => `Copy ${a.list} ${a.item ?? ''}`),
};
