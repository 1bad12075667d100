// The dialogs that make and unmake screens: new from a template, duplicate, delete, and the deleted screens
// with a restore button each. A refusal (a name taken, a route in use, a screen still linked) shows in the
// dialog, which stays open so nothing typed is lost.
import { formatTime } from './time.ts';
import { byId, h } from './dom.ts';
import { createScreen, deleteScreen, duplicateScreen, loadDeleted, undeleteScreen, type Meta } from './api.ts';

const dialog = () => byId<HTMLDialogElement>('screen-dialog');

/** A labelled input row. */
const field = (id: string, label: string, input: HTMLElement, help?: string) =>
  h(
    'div',
    { className: 'field' },
    h('label', { for: id }, label),
    input,
    help ? h('span', { className: 'field-help', id: `${id}-help` }, help) : null,
  );

/** Opens the screen dialog with `title` and `body`; `run` answers the submit button (its error keeps the dialog open). */
function showForm(o: { title: string; body: Array<Node | null>; submit?: string; run?: () => Promise<void> }): Promise<boolean> {
  const d = dialog();
  const error = h('p', { className: 'form-error', role: 'alert' });
  const submit = o.submit ? h('button', { type: 'submit', className: 'primary' }, o.submit) : null;
  const form = h(
    'form',
    { method: 'dialog' },
    h('h2', { id: 'screen-dialog-title' }, o.title),
    ...o.body,
    error,
    h(
      'div',
      { className: 'dialog-actions' },
      h('button', { type: 'button', onclick: () => d.close() }, o.submit ? 'Cancel' : 'Close'),
      submit,
    ),
  );
  let done = false;
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (!o.run || !submit) return;
    submit.disabled = true;
    error.textContent = '';
    try {
      await o.run();
      done = true;
      d.close();
    } catch (err) {
      error.textContent = (err as Error).message;
    } finally {
      submit.disabled = false;
    }
  });
  d.replaceChildren(form);
  d.setAttribute('aria-labelledby', 'screen-dialog-title');
  return new Promise((resolve) => {
    d.addEventListener('close', () => resolve(done), { once: true });
    d.showModal();
    form.querySelector<HTMLElement>('input, select, button')?.focus();
  });
}

const nameInput = (id: string) =>
  h('input', {
    id,
    required: true,
    autocomplete: 'off',
    spellcheck: 'false',
    pattern: '[A-Za-z0-9][A-Za-z0-9_\\-]*(\\.json)?',
    placeholder: 'promo-page',
  });
const routeInput = (id: string) =>
  h('input', { id, required: true, autocomplete: 'off', spellcheck: 'false', pattern: '/[^?#\\s]*', placeholder: '/m/promoPage' });

/** New screen from a template; resolves with the created file name, or null when cancelled. */
export async function newScreenDialog(meta: Meta): Promise<string | null> {
  let created: string | null = null;
  const template = h('select', { id: 'new-template' }, ...meta.templates.map((t) => h('option', { value: t.name }, t.label)));
  const file = nameInput('new-file');
  const route = routeInput('new-route');
  const title = h('input', {
    id: 'new-title',
    required: true,
    list: 'label-keys',
    autocomplete: 'off',
    spellcheck: 'false',
    value: 'help_center',
  });
  const labels = h('datalist', { id: 'label-keys' }, ...Object.keys(meta.labels).map((k) => h('option', { value: k })));
  const call = h('select', { id: 'new-call' }, ...meta.calls.map((c) => h('option', { value: c, selected: c === 'records' }, c)));
  const callField = field('new-call', 'Endpoint the report reads', call);
  const showCall = () => {
    callField.hidden = template.value !== 'report';
  };
  template.addEventListener('change', showCall);
  showCall();
  await showForm({
    title: 'New screen',
    body: [
      field('new-template', 'Template', template),
      field('new-file', 'File name', file, 'in screens/, e.g. promo-page'),
      field('new-route', 'Route', route),
      field('new-title', 'Title (label key)', title),
      labels,
      callField,
    ],
    submit: 'Create screen',
    run: async () => {
      created = (
        await createScreen({
          template: template.value,
          file: file.value,
          route: route.value,
          title: title.value,
          call: template.value === 'report' ? call.value : undefined,
        })
      ).saved;
    },
  });
  return created;
}

/** Copies `from` under a new name and route; resolves with the new file name, or null. */
export async function duplicateDialog(from: string): Promise<string | null> {
  let created: string | null = null;
  const file = nameInput('copy-file');
  file.value = from.replace(/\.json$/, '-copy');
  const route = routeInput('copy-route');
  await showForm({
    title: `Duplicate ${from}`,
    body: [
      h('p', {}, 'The copy has the same widgets under its own file name and route.'),
      field('copy-file', 'File name', file),
      field('copy-route', 'Route', route),
    ],
    submit: 'Duplicate',
    run: async () => {
      created = (await duplicateScreen({ from, file: file.value, route: route.value })).saved;
    },
  });
  return created;
}

/** Asks before deleting `file` (saved text `base`); resolves true once it is deleted. */
export function deleteDialog(file: string, base: string, unsaved: boolean): Promise<boolean> {
  return showForm({
    title: `Delete ${file}?`,
    body: [
      h('p', {}, `Players get the not-found page on its routes. Its history is kept, and "Deleted screens…" brings it back.`),
      unsaved ? h('p', { className: 'conflict-note' }, 'Your unsaved changes to it are lost.') : null,
    ],
    submit: `Delete screens/${file}`,
    run: async () => {
      await deleteScreen(file, base);
    },
  });
}

/** Lists the deleted screens with a restore button each; `onRestored` opens a restored one. */
export async function deletedDialog(onRestored: (file: string) => void): Promise<void> {
  const { deleted } = await loadDeleted();
  const when = formatTime;
  const rows = deleted.map((d) =>
    h(
      'li',
      { className: 'version' },
      h(
        'div',
        { className: 'version-text' },
        h('strong', {}, d.file),
        ` · deleted by ${d.author} · `,
        h('time', { datetime: d.at }, when(d.at)),
      ),
      h(
        'button',
        {
          type: 'button',
          'aria-label': `Restore ${d.file}`,
          onclick: async (e: Event) => {
            const button = e.currentTarget as HTMLButtonElement;
            button.disabled = true;
            try {
              await undeleteScreen(d.file);
              dialog().close();
              onRestored(d.file);
            } catch (err) {
              dialog().querySelector('.form-error')!.textContent = (err as Error).message;
              button.disabled = false;
            }
          },
        },
        'Restore',
      ),
    ),
  );
  await showForm({
    title: 'Deleted screens',
    body: [
      deleted.length
        ? h('ol', { className: 'versions', 'aria-label': 'Deleted screens' }, ...rows)
        : h('p', {}, 'No screen has been deleted.'),
    ],
  });
}
