// A screen's history in a dialog: every version (who, when, message, lines changed), a compare view of
// any two versions, which version players see ("live"), "Publish" on each version that is not live and
// "Restore" on each older one. Publishing and restoring are the caller's job (a restore saves a new version).
import { formatTime } from './time.ts';
import type { Version } from './api.ts';
import { byId, h } from './dom.ts';
import { changeSummary, renderDiff } from './diff-view.ts';

export interface HistoryOptions {
  file: string;
  /** The folder the file is named in (default screens/). */
  where?: string;
  versions: Version[];
  /** Loads one version's text. */
  source(version: number): Promise<string>;
  /** Restores a version; resolves false when it did not happen (the dialog stays open). */
  restore(version: Version): Promise<boolean>;
  /** Makes a version what players see; resolves false when refused (the dialog stays open). */
  publish(version: Version): Promise<boolean>;
}

const when = formatTime;
const label = (v: Version) => `Version ${v.version} · ${v.author} · ${when(v.at)}`;

/** Opens the history dialog for a file. */
export function showHistory(opts: HistoryOptions): void {
  const dialog = byId<HTMLDialogElement>('history-dialog');
  const { versions } = opts;
  const options = () => versions.map((v) => h('option', { value: String(v.version) }, label(v)));
  const from = h('select', { id: 'compare-from' }, ...options());
  const to = h('select', { id: 'compare-to' }, ...options());
  const summary = h('p', { id: 'compare-summary', 'aria-live': 'polite' });
  const diffBox = h('div', { className: 'compare-diff' });
  const compare = async () => {
    const [a, b] = await Promise.all([opts.source(Number(from.value)), opts.source(Number(to.value))]);
    const diff = renderDiff(a, b, `Changes from version ${from.value} to version ${to.value}`);
    summary.textContent = `From version ${from.value} to version ${to.value}: ${changeSummary(diff.added, diff.removed)}`;
    diffBox.replaceChildren(diff.element);
  };
  const showChanges = (v: Version) => {
    to.value = String(v.version);
    from.value = String(Math.max(1, v.version - 1));
    void compare();
  };
  from.addEventListener('change', () => void compare());
  to.addEventListener('change', () => void compare());
  const rows = versions.map((v, i) =>
    h(
      'li',
      { className: 'version' },
      h(
        'div',
        { className: 'version-text' },
        h(
          'div',
          {},
          h('strong', {}, `Version ${v.version}`),
          ` · ${v.author} · `,
          h('time', { datetime: v.at }, when(v.at)),
          i === 0 ? h('span', { className: 'current-tag' }, 'current') : null,
          v.published ? h('span', { className: 'live-tag' }, 'live: players see this') : null,
        ),
        h(
          'div',
          { className: 'version-message' },
          v.message || (v.restoredFrom ? `Restored version ${v.restoredFrom}` : 'No message'),
          h('span', { className: 'version-stats' }, ` +${v.added} −${v.removed}`),
        ),
      ),
      h(
        'div',
        { className: 'version-actions' },
        h(
          'button',
          { type: 'button', onclick: () => showChanges(v), 'aria-label': `Show the changes in version ${v.version}` },
          'Show changes',
        ),
        v.published
          ? null
          : h(
              'button',
              {
                type: 'button',
                onclick: async () => {
                  if (await opts.publish(v)) dialog.close();
                },
                'aria-label': `Publish version ${v.version}`,
                className: 'publish-only',
              },
              'Publish',
            ),
        i === 0
          ? null
          : h(
              'button',
              {
                type: 'button',
                onclick: async () => {
                  if (await opts.restore(v)) dialog.close();
                },
                'aria-label': `Restore version ${v.version}`,
                className: 'publish-only',
              },
              'Restore',
            ),
      ),
    ),
  );
  const body = versions.length
    ? [
        h(
          'div',
          { className: 'compare-row' },
          h('label', { for: 'compare-from' }, 'Compare'),
          from,
          h('label', { for: 'compare-to' }, 'with'),
          to,
        ),
        summary,
        diffBox,
        h('h3', {}, 'Versions, newest first'),
        h('ol', { className: 'versions', 'aria-label': 'Versions' }, ...rows),
      ]
    : [h('p', {}, `${opts.where ?? 'screens/'}${opts.file} has no saved versions yet: the first save in the studio starts its history.`)];
  dialog.replaceChildren(
    h(
      'form',
      { method: 'dialog' },
      h('h2', { id: 'history-title' }, `History of ${opts.where === undefined ? '' : opts.where}${opts.file}`),
      ...body,
      h('div', { className: 'dialog-actions' }, h('button', { type: 'submit', value: 'close' }, 'Close')),
    ),
  );
  dialog.setAttribute('aria-labelledby', 'history-title');
  dialog.showModal();
  if (versions.length) showChanges(versions[0]!);
}
