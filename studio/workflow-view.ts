// People, roles and the publishing workflow on the studio page: the role in the top bar, what an author may not
// do hidden (the server refuses it anyway), "Ask for approval…" with the diff attached, "Approvals" (with how
// many wait), "Publish at…" for publishers, "Preview link…" for reviewers without an account, and the banner
// that says why the studio is read-only while its database is away.
import { loadHistory, loadVersion, type Kind, type Meta } from './api.ts';
import { byId, h } from './dom.ts';
import { changeSummary, renderDiff } from './diff-view.ts';
import { formatTime, localInputValue } from './time.ts';
import { action, field, showDialog } from './workflow-dialog.ts';
import { askApproval, loadLinks, makeLink, revokeLink, schedulePublish } from './workflow-calls.ts';
import { pendingCount, showApprovals } from './approvals-view.ts';
import './workflow.css';

type Tone = 'info' | 'error' | 'ok';

export interface WorkflowOptions {
  meta: Meta;
  status(text: string, tone?: Tone): void;
  /** The document on screen: screens or labels, its file, and whether it has unsaved changes. */
  current(): { kind: Kind; file: string; dirty: boolean };
  /** Something was published or scheduled: the top bar's live state may have changed. */
  changed(): void;
}

const where = (kind: Kind, file: string) => `${kind === 'labels' ? 'labels/' : 'screens/'}${file}`;

/** Adds the workflow's controls to the page. */
export function mountWorkflow(o: WorkflowOptions): void {
  const { meta, status } = o;
  const publisher = meta.role === 'publisher';
  document.body.dataset.role = meta.role;
  if (meta.readOnly) {
    document.body.dataset.readOnly = '';
    document.body.prepend(
      h(
        'p',
        { className: 'read-only-banner', role: 'alert' },
        h('strong', {}, 'Read-only. '),
        meta.readOnly,
        ' ',
        h('button', { type: 'button', onclick: () => location.reload() }, 'Reload the studio'),
      ),
    );
  }
  const approvals = h('button', { type: 'button', id: 'approvals' }, 'Approvals');
  const refreshCount = async () => {
    const n = await pendingCount().catch(() => 0);
    approvals.textContent = n ? `Approvals (${n} waiting)` : 'Approvals';
  };
  approvals.addEventListener('click', () =>
    showApprovals({
      publisher,
      user: meta.user,
      changed: (message) => {
        status(message, 'ok');
        o.changed();
        void refreshCount();
      },
    }).catch((err) => status((err as Error).message, 'error')),
  );
  const buttons = [
    h(
      'button',
      { type: 'button', id: 'ask-approval', className: 'author-only needs-database', onclick: () => void ask() },
      'Ask for approval…',
    ),
    h(
      'button',
      { type: 'button', id: 'publish-at', className: 'publish-only needs-database', onclick: () => void publishAt() },
      'Publish at…',
    ),
    approvals,
    h('button', { type: 'button', id: 'preview-link', className: 'needs-database', onclick: () => void previewLink() }, 'Preview link…'),
  ];
  byId('publish').after(...buttons);
  void refreshCount();

  /** The latest version of the open document and the published one, or why there is nothing to send on. */
  async function draftAhead(verb: string) {
    const { kind, file, dirty } = o.current();
    if (dirty) throw new Error(`Save your change as a draft first ("Review and save…", then "Save draft"), then ${verb}.`);
    const { versions } = await loadHistory(file, kind);
    const latest = versions[0];
    const live = versions.find((v) => v.published);
    if (!latest || (live && latest.version <= live.version))
      throw new Error(`Players already see the latest version of ${where(kind, file)}: save a change as a draft first, then ${verb}.`);
    return { kind, file, latest, live };
  }

  async function ask() {
    try {
      const { kind, file, latest, live } = await draftAhead('ask for approval');
      const [before, after] = await Promise.all([
        live ? loadVersion(file, live.version, kind).then((v) => v.source) : '',
        loadVersion(file, latest.version, kind).then((v) => v.source),
      ]);
      const diff = renderDiff(before, after, 'Changes to approve');
      const message = h('input', { id: 'ask-message', autocomplete: 'off', maxlength: '500' });
      const d = showDialog(
        `Ask for approval: ${where(kind, file)} version ${latest.version}`,
        [
          h(
            'p',
            { id: 'ask-summary' },
            `Compared with ${live ? `version ${live.version}, which players see` : 'nothing published yet'}: ${changeSummary(diff.added, diff.removed)} A publisher sees these changes with your request.`,
          ),
          diff.element,
          field('ask-message', 'Message to the publisher', message, 'What changed and why, in a line.'),
        ],
        [
          action(
            'Send the request',
            async () => {
              await askApproval(file, message.value, kind, latest.version);
              d.close();
              status(`Asked for approval of ${where(kind, file)} version ${latest.version}: publishers see it under Approvals.`, 'ok');
              void refreshCount();
            },
            { className: 'primary' },
          ),
        ],
      );
      message.focus();
    } catch (err) {
      status((err as Error).message, 'error');
    }
  }

  async function publishAt() {
    try {
      const { kind, file, latest } = await draftAhead('schedule it');
      const at = h('input', {
        id: 'publish-at-time',
        type: 'datetime-local',
        step: '1',
        value: localInputValue(new Date(Date.now() + 3600_000)),
      });
      const d = showDialog(
        `Publish ${where(kind, file)} version ${latest.version} at a time`,
        [field('publish-at-time', 'Publish at (your local time)', at, 'Every server publishes it then, once; it waits through restarts.')],
        [
          action(
            'Schedule the publish',
            async () => {
              const { schedule } = await schedulePublish(file, new Date(at.value).toISOString(), kind, latest.version);
              d.close();
              status(`${where(kind, file)} version ${latest.version} will be published ${formatTime(schedule.at)}.`, 'ok');
              o.changed();
            },
            { className: 'primary' },
          ),
        ],
      );
      at.focus();
    } catch (err) {
      status((err as Error).message, 'error');
    }
  }

  async function previewLink() {
    const { kind, file, dirty } = o.current();
    const hours = h(
      'select',
      { id: 'link-hours' },
      h('option', { value: '1' }, 'for 1 hour'),
      h('option', { value: '24', selected: true }, 'for 1 day'),
      h('option', { value: '168' }, 'for 7 days'),
    );
    const made = h('div', { className: 'link-made', 'aria-live': 'polite' });
    const list = h('ol', { className: 'versions', 'aria-label': 'Preview links made' });
    const fill = async () => {
      const { links } = await loadLinks();
      list.replaceChildren(
        ...links
          .filter((l) => l.file === file && l.kind === kind)
          .map((l) =>
            h(
              'li',
              { className: 'version' },
              h(
                'div',
                { className: 'version-text' },
                `Version ${l.version} · by ${l.by} · `,
                l.revokedAt
                  ? `withdrawn by ${l.revokedBy}`
                  : h('span', {}, 'works until ', h('time', { datetime: l.expires }, formatTime(l.expires))),
              ),
              l.revokedAt || Date.parse(l.expires) < Date.now()
                ? null
                : action(
                    'Withdraw',
                    async () => {
                      await revokeLink(l.id);
                      await fill();
                    },
                    { 'aria-label': `Withdraw the link to version ${l.version} made by ${l.by}` },
                  ),
            ),
          ),
      );
    };
    showDialog(
      `Preview link: ${where(kind, file)}`,
      [
        h(
          'p',
          {},
          `Someone without a studio account sees the latest saved version of ${where(kind, file)} in the app, read-only, until the link expires or is withdrawn.${dirty ? ' Your unsaved changes are not in it.' : ''}`,
        ),
        field('link-hours', 'The link works', hours),
        made,
        h('h3', {}, 'Links to this file'),
        list,
      ],
      [
        action(
          'Make the link',
          async () => {
            const { url, link } = await makeLink(file, Number(hours.value), kind);
            const full = new URL(url, location.origin).href;
            const box = h('input', { id: 'link-url', readOnly: true, value: full, 'aria-label': 'The preview link' });
            made.replaceChildren(
              h(
                'p',
                {},
                `Link to version ${link.version}, working until `,
                h('time', { datetime: link.expires }, formatTime(link.expires)),
                ':',
              ),
              box,
              action('Copy', async () => {
                await navigator.clipboard.writeText(full);
                status('The preview link is copied.', 'ok');
              }),
            );
            box.select();
            await fill();
          },
          { className: 'primary' },
        ),
      ],
    );
    await fill().catch(() => {});
  }
}
