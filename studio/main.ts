// The studio page: pick a screen file, edit it with completion and inline problems, watch the real app
// re-render it in a phone-sized frame as each kind of user, review the diff, save (each save a version),
// browse the history and restore; make screens from templates, duplicate, delete and restore deleted ones.
// The visual editor (visual/: outline, property panel, palette, click-to-select in the preview) edits the same
// text. The Labels view (labels-view.ts) edits label texts the same way. Closing the tab or opening another file
// with unsaved changes asks first.
import { ACCOUNTS } from './accounts.ts';
import {
  StudioError,
  checkFile,
  loadFile,
  loadHistory,
  loadMeta,
  loadVersion,
  publishVersion,
  restoreVersion,
  saveFile,
  signOut,
  type Problem,
  type Version,
} from './api.ts';
import { renderControls } from './controls.ts';
import { byId, h } from './dom.ts';
import { createEditor } from './editor.ts';
import { renderFiles } from './files-view.ts';
import { toDiagnostics } from './lint.ts';
import { createPreview } from './preview.ts';
import { renderProblems } from './problems-view.ts';
import { reviewChange } from './save-dialog.ts';
import { merge3 } from './merge.ts';
import { showHistory } from './history-view.ts';
import { liveState } from './live-state.ts';
import { deleteDialog, deletedDialog, duplicateDialog, newScreenDialog } from './screen-dialogs.ts';
import { fitFrame, routesOf } from './frame-fit.ts';
import { routeForRole } from './role-route.ts';
import { createLabelsView } from './labels-view.ts';
import { siteFacts } from './site-facts.ts';
import { createVisual } from './visual/index.ts';
import { mountWorkflow } from './workflow-view.ts';
import './studio.css';

const status = (text: string, tone: 'info' | 'error' | 'ok' = 'info') => {
  const el = byId('status');
  el.textContent = text;
  el.dataset.tone = tone;
};

/** A language's label texts as players get them (for the pickers), or none when it has no catalogue. */
async function previewLabels(code: string): Promise<Record<string, string>> {
  try {
    const res = await fetch(`/i18n/${code.toLowerCase()}.json`, { credentials: 'omit' });
    return res.ok ? await res.json() : {};
  } catch {
    return {};
  }
}

async function start() {
  const frame = byId<HTMLIFrameElement>('frame');
  const preview = createPreview(frame);
  addEventListener('pagehide', () => preview.end());
  const [meta, platform] = await Promise.all([loadMeta(), siteFacts()]);
  let file = '';
  let base = '';
  let previewed = '';
  let problems: Problem[] = [];
  /** Problems the edit causes in other files (they too keep it from being published, not from being saved as a draft). */
  let elsewhere: Problem[] = [];
  let message = '';
  const dirty = () => editor.text() !== base;
  addEventListener('beforeunload', (e) => {
    if ((file && dirty()) || labels.dirty()) e.preventDefault();
  });
  const labels = createLabelsView({ root: byId('labels'), preview, status });
  /** Shows the screen editor or the Labels view (the preview stays). */
  const showView = async (view: 'screens' | 'labels') => {
    document.body.dataset.view = view;
    byId('show-screens').setAttribute('aria-pressed', String(view === 'screens'));
    byId('show-labels').setAttribute('aria-pressed', String(view === 'labels'));
    history.replaceState(null, '', view === 'labels' ? '#labels' : `#${file}`);
    if (view === 'labels') await labels.open();
    else if (file) status(`Back to screens/${file}.`);
  };
  byId('show-screens').addEventListener('click', () => void showView('screens'));
  byId('show-labels').addEventListener('click', () => void showView('labels'));
  const showDirty = () => {
    byId('file-name').textContent = file + (dirty() ? ' (unsaved changes)' : '');
  };
  const routeSelect = byId<HTMLSelectElement>('route');

  const editor = createEditor({
    parent: byId('editor'),
    data: meta,
    file: () => file,
    onEdit: (text) => {
      showDirty();
      visual.refresh(text, file);
    },
    onSave: () => void save(),
    check: async (view) => {
      const text = view.state.doc.toString();
      try {
        const result = await checkFile(file, text);
        problems = result.problems;
        elsewhere = result.elsewhere;
        visual.problems(problems);
        renderProblems(byId('problems'), result.problems, result.elsewhere, (p) => editor.goTo(p));
        if (!problems.length && text !== previewed) {
          previewed = text;
          // Not awaited: the diagnostics go back to the editor at once.
          preview.update({ file, source: text }).then(
            () => {
              fillRoutes(text);
              preview.reload();
            },
            (err) => status(err.message, 'error'),
          );
        }
        return toDiagnostics(view.state, problems);
      } catch (err) {
        status((err as Error).message, 'error');
        return [];
      }
    },
  });

  const visual = createVisual({
    editor,
    meta,
    outline: byId('outline'),
    panel: byId('panel'),
    palette: byId('palette'),
    frame,
    pickToggle: byId<HTMLButtonElement>('pick'),
  });

  const fillRoutes = (text: string, pick?: boolean) => {
    const routes = routesOf(file, text);
    const current = routeSelect.value;
    routeSelect.replaceChildren(...routes.map((r) => h('option', { value: r }, r)));
    if (!pick && routes.includes(current)) routeSelect.value = current;
  };

  const files = renderFiles(byId('files'), meta.files, (f) => void open(f));
  /** Opens a screen file (asking first when the open one has unsaved changes); true once it shows. */
  async function open(name: string): Promise<boolean> {
    if (file && dirty() && !confirm(`Discard your unsaved changes to ${file}?`)) return false;
    try {
      const loaded = await loadFile(name);
      file = name;
      base = previewed = loaded.source;
      editor.setText(loaded.source);
      files.mark(name);
      showDirty();
      history.replaceState(null, '', `#${name}`);
      await preview.update({ file, source: base });
      fillRoutes(base, true);
      preview.reload(routeSelect.value || '/m/home');
      status(`Opened screens/${name}`);
      void showLive();
      return true;
    } catch (err) {
      status((err as Error).message, 'error');
      return false;
    }
  }

  /** Shows what players see of the open file next to its name ("Draft v5 — players see v4"). */
  const showLive = async () => {
    const shown = file;
    const line = await loadHistory(shown).then(
      ({ versions }) => liveState(versions),
      () => '',
    );
    if (shown === file) {
      byId('live').textContent = line;
      byId<HTMLButtonElement>('publish').disabled = !line.startsWith('Draft');
    }
  };

  /** Shows a text as the saved one (after a save, restore or conflict); the editor keeps `text` unless told. */
  const nowSaved = (text: string) => {
    base = text;
    showDirty();
  };

  /** `conflict`: someone saved in between (who, when, and both edits merged, or null when they overlap). */
  async function save(conflict?: {
    author: string;
    at: string;
    merged: string | null;
    threeWay?: { base: string; theirs: string; mine: string };
  }) {
    const text = editor.text();
    // Afterwards the focus goes back where the save started: the text (Ctrl+S there), the button, the visual editor.
    const from = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    const back = () => (from?.isConnected ? from.focus() : editor.view.focus());
    // With problems the edit can still be kept as a draft; publishing waits until they are fixed.
    const review = await reviewChange(file, base, text, {
      problems: problems.length + elsewhere.length,
      message,
      conflict: conflict && { author: conflict.author, at: conflict.at, mergeable: conflict.merged !== null, threeWay: conflict.threeWay },
    });
    message = review.message;
    if (review.merge && conflict?.merged) {
      editor.replace(conflict.merged);
      status(`Merged ${conflict.author}'s change and yours in the editor: review and save when ready.`, 'ok');
      return save();
    }
    if (!review.save) {
      back();
      return;
    }
    try {
      const saved = await saveFile(file, text, base, message, review.draft);
      const { version } = saved;
      nowSaved(text);
      message = '';
      const found = (saved.problems?.length ?? 0) + (saved.elsewhere?.length ?? 0);
      if (found) renderProblems(byId('problems'), saved.problems ?? [], saved.elsewhere ?? [], (p) => editor.goTo(p));
      status(
        !review.draft
          ? `Saved screens/${file} as version ${version.version}: players see it now.`
          : found
            ? `Saved screens/${file} as draft version ${version.version} with ${found} problem${found === 1 ? '' : 's'} (listed under the editor): only your preview shows it, and it cannot be published until they are fixed.`
            : `Saved screens/${file} as draft version ${version.version}: only your preview shows it until you publish.`,
        found ? 'error' : 'ok',
      );
      void showLive();
    } catch (err) {
      const body = err instanceof StudioError ? err.body : {};
      if (body.problems) renderProblems(byId('problems'), body.problems, body.elsewhere ?? [], (p) => editor.goTo(p));
      status((err as Error).message, 'error');
      // Someone saved in between: their text becomes the base, the edit stays, and the review shows what saving would change in theirs.
      if (err instanceof StudioError && err.status === 409 && typeof body.current === 'string') {
        const started = base;
        const merged = merge3(started, text, body.current);
        nowSaved(body.current);
        return save({
          author: body.latest?.author ?? 'someone',
          at: body.latest?.at ?? new Date().toISOString(),
          merged,
          threeWay: { base: started, theirs: body.current, mine: text },
        });
      }
    }
    back();
  }

  async function openHistory() {
    try {
      const { versions } = await loadHistory(file);
      const texts = new Map<number, Promise<string>>();
      showHistory({
        file,
        versions,
        source: (v) => {
          if (!texts.has(v))
            texts.set(
              v,
              loadVersion(file, v).then((x) => x.source),
            );
          return texts.get(v)!;
        },
        restore: (v) => restore(v),
        publish: (v) => publish(v.version),
      });
    } catch (err) {
      status((err as Error).message, 'error');
    }
  }

  async function restore(v: Version): Promise<boolean> {
    if (dirty() && !confirm(`Restoring version ${v.version} replaces your unsaved changes to ${file}. Restore it?`)) return false;
    try {
      const { version } = await restoreVersion(file, v.version, base);
      const { source } = await loadFile(file);
      editor.setText(source);
      nowSaved(source);
      status(`Restored version ${v.version} of screens/${file} as draft version ${version.version}: publish it to make it live.`, 'ok');
      void showLive();
      return true;
    } catch (err) {
      status((err as Error).message, 'error');
      return false;
    }
  }

  /** Publishes a version (default the latest draft); a refusal lists its problems under the editor and changes nothing. */
  async function publish(version?: number): Promise<boolean> {
    try {
      const { version: live } = await publishVersion(file, version);
      status(
        `Published version ${live.version} of screens/${file}: players see it now.${dirty() ? ' Your unsaved changes are not in it.' : ''}`,
        'ok',
      );
      return true;
    } catch (err) {
      const body = err instanceof StudioError ? err.body : {};
      if (body.problems) renderProblems(byId('problems'), body.problems, body.elsewhere ?? [], (p) => editor.goTo(p));
      const why = (err as Error).message.replace(/^Not published: /, '');
      status(`Not published: ${why}${body.problems ? ' The problems are listed under the editor; the draft is kept.' : ''}`, 'error');
      return false;
    } finally {
      void showLive();
    }
  }

  const languages = [...new Set([...platform.supported, ...meta.catalogues, 'EN'])].map((code) => ({
    code,
    hasCatalogue: meta.catalogues.includes(code),
  }));
  renderControls(byId('controls'), {
    languages,
    // Every known flag, as the platform has it now (one it does not name is off).
    flags: Object.fromEntries(meta.flags.map((f) => [f, platform.flags[f] === true])),
    onChange: async (s, what) => {
      try {
        if (what === 'account') {
          status(`Signing the preview in: ${s.account.label}…`);
          await preview.signIn(s.account);
          // The edited screen again (not wherever the last role was sent), or where the app sends this role.
          const to = routeForRole(editor.text(), routeSelect.value || '/m/home', s.account, s.flags);
          preview.reload(to.route);
          status(
            to.refused
              ? `As ${s.account.label}, ${to.refused} is refused: the preview shows ${to.route}, where the app sends them.`
              : `Preview updated: ${s.account.label} on ${to.route}.`,
          );
          return;
        }
        if (what === 'language') {
          preview.setLanguage(s.language);
          void previewLabels(s.language).then((texts) => visual.labels({ ...meta.labels, ...texts }));
        }
        await preview.update(what === 'flags' ? { flags: s.flags } : { language: s.language });
        preview.reload();
        status(
          what === 'language' && !meta.catalogues.includes(s.language)
            ? `${s.language} has no label catalogue yet: the preview shows EN labels.`
            : 'Preview updated.',
        );
      } catch (err) {
        status(`The preview could not switch: ${(err as Error).message}`, 'error');
      }
    },
  });
  routeSelect.addEventListener('change', () => preview.reload(routeSelect.value));
  byId('reload').addEventListener('click', () => preview.reload());
  byId('save').addEventListener('click', () => void save());
  byId('history').addEventListener('click', () => void openHistory());
  byId('publish').addEventListener('click', () => void publish());
  /** A screen made (new, copy, restored): listed, and opened (which asks first about unsaved changes). */
  const made = async (name: string, how: string) => {
    files.add(name);
    if (await open(name)) status(`${how} screens/${name} as a draft: only your preview shows it until you publish it.`, 'ok');
    else status(`${how} screens/${name} as a draft: it is in the list of files.`, 'ok');
  };
  byId('new-screen').addEventListener('click', async () => {
    const name = await newScreenDialog(meta);
    if (name) await made(name, 'Created');
  });
  byId('duplicate').addEventListener('click', async () => {
    const name = await duplicateDialog(file);
    if (name) await made(name, `Copied ${file} to`);
  });
  byId('deleted-screens').addEventListener('click', () =>
    deletedDialog((name) => void made(name, 'Restored')).catch((err) => status((err as Error).message, 'error')),
  );
  byId('delete').addEventListener('click', async () => {
    const gone = file;
    if (!(await deleteDialog(gone, base, dirty()))) return;
    files.drop(gone);
    file = '';
    if (await open(files.has('home.json') ? 'home.json' : meta.files.find((f) => files.has(f))!))
      status(`Deleted screens/${gone}: "Deleted screens…" brings it back.`, 'ok');
  });
  byId('user').textContent = `Signed in as ${meta.user} (${meta.role})`;
  mountWorkflow({
    meta,
    status,
    current: () =>
      document.body.dataset.view === 'labels'
        ? { kind: 'labels', file: labels.file(), dirty: labels.dirty() }
        : { kind: 'screens', file, dirty: dirty() },
    changed: () => void showLive(),
  });
  byId('sign-out').addEventListener('click', async () => {
    if (dirty() && !confirm(`Sign out and lose your unsaved changes to ${file}?`)) return;
    base = editor.text();
    await signOut();
    location.reload();
  });
  byId('revert').addEventListener('click', () => {
    if (dirty() && confirm(`Undo all unsaved changes to ${file}?`)) editor.setText(base);
  });
  fitFrame(frame, byId('frame-box'));
  await preview.signIn(ACCOUNTS[0]!);
  const wanted = decodeURIComponent(location.hash.slice(1));
  await open(meta.files.includes(wanted) ? wanted : meta.files.includes('home.json') ? 'home.json' : meta.files[0]!);
  if (wanted === 'labels') await showView('labels');
}

start().catch((err) => status(`The studio could not start: ${(err as Error).message}`, 'error'));
