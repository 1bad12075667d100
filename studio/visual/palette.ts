// The palette: every widget type (from the schemas the studio loads), described, and a button that adds one with
// its schema's defaults after the selected widget (or at the end of the selected list, else of the page).
import { h } from '../dom.ts';
import type { Bundle } from '../schema-walk.ts';
import { typeName } from './tree.ts';

/** Builds the palette in `root`; `add` gets the chosen type. */
export function createPalette(root: HTMLElement, schemas: Bundle, add: (type: string) => void) {
  const types = Object.keys(schemas)
    .filter((k) => k.startsWith('widgets/'))
    .map((k) => k.slice('widgets/'.length, -'.json'.length))
    .sort();
  const describe = (t: string) => {
    const s = schemas[`widgets/${t}.json`];
    return typeof s === 'object' && typeof s.description === 'string' ? s.description : '';
  };
  const select = h(
    'select',
    { id: 'palette-type', 'aria-describedby': 'palette-about' },
    ...types.map((t) => h('option', { value: t }, typeName(t))),
  );
  const about = h('p', { id: 'palette-about', className: 'help' });
  const show = () => {
    about.textContent = describe(select.value);
  };
  select.addEventListener('change', show);
  show();
  root.replaceChildren(
    h('label', { for: 'palette-type' }, 'New widget'),
    h('div', { className: 'palette-row' }, select, h('button', { type: 'button', onclick: () => add(select.value) }, 'Add widget')),
    about,
  );
}
