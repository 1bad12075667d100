// The Labels view: a language's label texts beside their shipped defaults, searchable, each editable; new keys;
// the same review, draft, publish and history as a screen. Edits are checked as staff type (the publish check:
// key pattern, placeholders kept) and shown in the preview only, until they are published.
import {
  StudioError,
  checkFile,
  loadHistory,
  loadLabels,
  loadVersion,
  publishVersion,
  restoreVersion,
  saveFile,
  type Labels,
  type Problem,
  type Version,
} from './api.ts';
import { h } from './dom.ts';
import { showHistory } from './history-view.ts';
import { mergeOverrides, overridesText, parseOverrides } from './labels-text.ts';
import { liveState } from './live-state.ts';
import type { Preview } from './preview.ts';
import { renderProblems } from './problems-view.ts';
import { reviewChange } from './save-dialog.ts';

/** The most rows shown at once; the search narrows the rest. */
const ROWS = 80;
const WHERE = 'labels/';

type Tone = 'info' | 'error' | 'ok';

/** Builds the view into `root`; `open` loads a language (EN first). */
export function createLabelsView(opts: { root: HTMLElement; preview: Preview; status(text: string, tone?: Tone): void }) {
  const { preview, status } = opts;
  let data: Labels | null = null;
  let overrides: Record<string, string> = {};
  let base = '';
  let message = '';
  let problems: Problem[] = [];
  let previewed = '';
  let timer: ReturnType<typeof setTimeout> | undefined;
  const file = () => data?.file ?? 'en.json';
  const text = () => overridesText(overrides);
  const dirty = () => data !== null && text() !== base;

  const language = h('select', { id: 'labels-language', onchange: () => void open(language.value) });
  const search = h('input', { id: 'labels-search', type: 'search', placeholder: 'Key or text', oninput: () => renderRows() });
  const live = h('span', { className: 'live-state', 'aria-live': 'polite' });
  const title = h('h2', {}, 'Labels');
  /** The title says when there are unsaved changes, as the screen editor's file name does. */
  const showDirty = () => {
    title.textContent = dirty() ? 'Labels (unsaved changes)' : 'Labels';
  };
  const publishButton = h(
    'button',
    { type: 'button', className: 'publish-only', disabled: true, onclick: () => void publish() },
    'Publish',
  );
  const newKey = h('input', { id: 'label-new-key', placeholder: 'e.g. promo_banner_title', autocomplete: 'off' });
  const newText = h('input', { id: 'label-new-text', autocomplete: 'off' });
  const problemsBox = h('section', { className: 'problems', 'aria-labelledby': 'problems-title' });
  const count = h('p', { className: 'label-count', 'aria-live': 'polite' });
  const rows = h('tbody');
  opts.root.replaceChildren(
    h(
      'div',
      { className: 'labels-bar' },
      title,
      h('span', { className: 'field' }, h('label', { for: 'labels-language' }, 'Language'), language),
      h('span', { className: 'field grow' }, h('label', { for: 'labels-search' }, 'Search labels'), search),
      live,
      h('button', { type: 'button', onclick: () => void openHistory() }, 'Label history…'),
      h('button', { type: 'button', className: 'primary', onclick: () => void save() }, 'Review and save labels…'),
      publishButton,
    ),
    h(
      'form',
      {
        className: 'label-add',
        onsubmit: (e: Event) => {
          e.preventDefault();
          add();
        },
      },
      h('span', { className: 'field' }, h('label', { for: 'label-new-key' }, 'New label key'), newKey),
      h('span', { className: 'field grow' }, h('label', { for: 'label-new-text' }, 'Text of the new label'), newText),
      h('button', { type: 'submit' }, 'Add label'),
    ),
    h(
      'div',
      { className: 'label-table-box' },
      h(
        'table',
        { className: 'label-table' },
        h('thead', {}, h('tr', {}, h('th', {}, 'Key'), h('th', {}, 'Shipped text'), h('th', {}, 'Text players see'), h('th', {}, ''))),
        rows,
      ),
      count,
    ),
    problemsBox,
  );

  /** The shipped text of a key in this language, else EN's. */
  const shippedOf = (key: string) => data?.shipped[key] ?? data?.en[key];

  function row(key: string): HTMLTableRowElement {
    const changed = () => Object.hasOwn(overrides, key);
    const shipped = data!.shipped[key];
    const input = h('input', { value: overrides[key] ?? shipped ?? data!.en[key] ?? '', 'aria-label': `Text of ${key}` });
    const reset = h('button', { type: 'button', 'aria-label': `Back to the shipped text of ${key}` }, 'Shipped text');
    const tr = h(
      'tr',
      { 'data-key': key },
      h('td', {}, h('code', {}, key)),
      h(
        'td',
        { className: 'shipped' },
        shipped ?? (data!.en[key] !== undefined ? `EN: ${data!.en[key]}` : h('em', {}, 'new key: not in the shipped catalogue')),
      ),
      h('td', {}, input),
      h('td', {}, reset),
    );
    const mark = () => {
      tr.classList.toggle('changed', changed());
      reset.hidden = !changed() || shipped === undefined;
    };
    input.addEventListener('input', () => {
      if (shipped !== undefined && input.value === shipped) delete overrides[key];
      else overrides[key] = input.value;
      mark();
      edited();
    });
    reset.addEventListener('click', () => {
      delete overrides[key];
      input.value = shipped ?? '';
      mark();
      edited();
      input.focus();
    });
    mark();
    return tr;
  }

  function renderRows(): void {
    if (!data) return;
    const q = search.value.trim().toLowerCase();
    const keys = [...new Set([...Object.keys(overrides), ...Object.keys(data.shipped), ...Object.keys(data.en)])]
      .filter((k) => !q || k.toLowerCase().includes(q) || [overrides[k], shippedOf(k)].some((t) => t?.toLowerCase().includes(q)))
      .sort((a, b) => Number(Object.hasOwn(overrides, b)) - Number(Object.hasOwn(overrides, a)) || a.localeCompare(b));
    rows.replaceChildren(...keys.slice(0, ROWS).map(row));
    count.textContent =
      keys.length > ROWS
        ? `Showing ${ROWS} of ${keys.length} labels: type in the search to narrow them.`
        : `${keys.length} label${keys.length === 1 ? '' : 's'}.`;
  }

  function add(): void {
    const key = newKey.value.trim();
    if (!key) return status('Type the new label key first.', 'error');
    if (shippedOf(key) !== undefined || Object.hasOwn(overrides, key))
      status(`"${key}" exists already: its row is shown, edit its text there.`);
    else {
      overrides[key] = newText.value;
      status(`Added "${key}": review and save to keep it.`, 'ok');
      edited();
    }
    newKey.value = newText.value = '';
    search.value = key;
    renderRows();
  }

  /** After an edit: the name shows it unsaved; the check and the preview follow once typing pauses. */
  function edited(): void {
    showDirty();
    clearTimeout(timer);
    timer = setTimeout(() => void check(), 300);
  }

  async function check(): Promise<void> {
    const now = text();
    try {
      const result = await checkFile(file(), now, 'labels');
      problems = result.problems;
      showProblems(result.problems);
      if (!problems.length && now !== previewed) {
        previewed = now;
        await preview.update({ labels: { file: file(), source: now } });
        preview.reload();
      }
    } catch (err) {
      status((err as Error).message, 'error');
    }
  }

  const showProblems = (list: Problem[], elsewhere: Problem[] = []) =>
    renderProblems(
      problemsBox,
      list,
      elsewhere,
      (p) => {
        search.value = p.pointer.slice(1).replace(/~1/g, '/').replace(/~0/g, '~');
        renderRows();
        rows.querySelector('input')?.focus();
      },
      'The labels pass the publish check.',
    );

  const showLive = async () => {
    const versions = await loadHistory(file(), 'labels').then(
      (r) => r.versions,
      () => [],
    );
    live.textContent = versions.length
      ? liveState(versions)
      : Object.keys(parseOverrides(data?.source)).length
        ? 'Published outside the studio: the next save starts the history'
        : 'Shipped texts only: nothing saved yet';
    publishButton.disabled = !live.textContent.startsWith('Draft');
  };

  /** Loads a language (asking first when there are unsaved edits); true once it shows. */
  async function open(code = data?.language ?? 'EN'): Promise<boolean> {
    if (dirty() && code !== data?.language && !confirm(`Discard your unsaved label changes in ${data!.language}?`)) {
      language.value = data!.language;
      return false;
    }
    try {
      data = await loadLabels(code);
      overrides = parseOverrides(data.source);
      base = text();
      showDirty();
      language.replaceChildren(...data.languages.map((l) => h('option', { value: l }, l)));
      language.value = data.language;
      renderRows();
      showProblems([]);
      previewed = text();
      await preview.update({ labels: { file: file(), source: previewed } });
      preview.reload();
      status(`Opened the ${data.language} labels (${WHERE}${file()}).`);
      void showLive();
      return true;
    } catch (err) {
      status((err as Error).message, 'error');
      return false;
    }
  }

  /** Loads the saved texts again (after a restore or publish), keeping the search. */
  async function reloadSaved(): Promise<void> {
    data = await loadLabels(data!.language);
    overrides = parseOverrides(data.source);
    base = previewed = text();
    showDirty();
    renderRows();
    await preview.update({ labels: { file: file(), source: base } });
    preview.reload();
    void showLive();
  }

  async function save(): Promise<void> {
    if (!data) return;
    const now = text();
    if (problems.length) return status('Not saved: fix the problems listed under the labels first.', 'error');
    const review = await reviewChange(`${WHERE}${file()}`, base, now, { message });
    message = review.message;
    if (!review.save) return;
    // The status says what is under way, not what happened last, until the answer comes.
    status(review.draft ? `Saving ${WHERE}${file()} as a draft…` : `Saving and publishing ${WHERE}${file()}…`);
    try {
      const { version } = await saveFile(file(), now, base, message, review.draft, 'labels');
      base = now;
      message = '';
      showDirty();
      status(
        review.draft
          ? `Saved ${WHERE}${file()} as draft version ${version.version}: only your preview shows it until you publish.`
          : `Saved ${WHERE}${file()} as version ${version.version}: players see it now.`,
        'ok',
      );
      void showLive();
    } catch (err) {
      const body = err instanceof StudioError ? err.body : {};
      if (body.problems) showProblems(body.problems, body.elsewhere);
      status((err as Error).message, 'error');
      // Someone saved in between: my changes go over theirs, key by key, to review and save again.
      if (err instanceof StudioError && err.status === 409 && typeof body.current === 'string') {
        overrides = mergeOverrides(parseOverrides(base), overrides, parseOverrides(body.current));
        base = body.current;
        showDirty();
        renderRows();
        status(
          `${body.latest?.author ?? 'Someone'} saved ${WHERE}${file()} after you opened it: their changes and yours are put together here. Review and save again.`,
          'error',
        );
      }
    }
  }

  async function publish(version?: number): Promise<boolean> {
    status(`Publishing ${WHERE}${file()}…`);
    try {
      const { version: v } = await publishVersion(file(), version, 'labels');
      status(
        `Published version ${v.version} of ${WHERE}${file()}: players see it now.${dirty() ? ' Your unsaved changes are not in it.' : ''}`,
        'ok',
      );
      if (!dirty()) await reloadSaved();
      return true;
    } catch (err) {
      const body = err instanceof StudioError ? err.body : {};
      if (body.problems) showProblems(body.problems, body.elsewhere);
      status((err as Error).message, 'error');
      return false;
    } finally {
      void showLive();
    }
  }

  async function restore(v: Version): Promise<boolean> {
    if (dirty() && !confirm(`Restoring version ${v.version} replaces your unsaved label changes. Restore it?`)) return false;
    try {
      const { version } = await restoreVersion(file(), v.version, base, 'labels');
      await reloadSaved();
      status(`Restored version ${v.version} of ${WHERE}${file()} as version ${version.version}: players see it now.`, 'ok');
      return true;
    } catch (err) {
      status((err as Error).message, 'error');
      return false;
    }
  }

  async function openHistory(): Promise<void> {
    try {
      const { versions } = await loadHistory(file(), 'labels');
      showHistory({
        file: file(),
        where: WHERE,
        versions,
        source: (n) => loadVersion(file(), n, 'labels').then((x) => x.source),
        restore,
        publish: (v) => publish(v.version),
      });
    } catch (err) {
      status((err as Error).message, 'error');
    }
  }

  return { open, dirty, file };
}
