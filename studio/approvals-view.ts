// The approval requests and scheduled publishes: every request (whose, which version, when, what state), and on
// "Review" the diff it asks to publish against what players see; a publisher approves it now or at a time, or
// declines it with a note. Scheduled publishes are listed with how they went, and a waiting one can be cancelled.
import { loadVersion, type Kind } from './api.ts';
import { h } from './dom.ts';
import { changeSummary, renderDiff } from './diff-view.ts';
import { formatTime, localInputValue } from './time.ts';
import { action, field, showDialog } from './workflow-dialog.ts';
import { cancelSchedule, decideApproval, loadApprovals, loadSchedules, type ApprovalRequest, type Schedule } from './workflow-calls.ts';

const where = (kind: Kind, file: string) => `${kind === 'labels' ? 'labels/' : 'screens/'}${file}`;
const time = (iso: string) => h('time', { datetime: iso }, formatTime(iso));

/** What became of a request, in a line. */
function stateOf(r: ApprovalRequest, schedules: Schedule[]): Array<Node | string> {
  if (r.state === 'pending') return ['waiting for a publisher'];
  if (r.state === 'declined') return [`declined by ${r.decidedBy}: ${r.note ?? ''}`];
  const s = schedules.find((x) => x.id === r.scheduleId);
  if (s) return [`approved by ${r.decidedBy}, to be published `, time(s.at), s.state === 'pending' ? '' : ` (${s.result ?? s.state})`];
  return [`approved and published by ${r.decidedBy}`];
}

/** Opens the approvals dialog; `publisher`: the signed-in person may decide. `changed` runs after any decision. */
export async function showApprovals(o: { publisher: boolean; user: string; changed(message: string): void }): Promise<void> {
  const [{ approvals }, { schedules }] = await Promise.all([loadApprovals(), loadSchedules()]);
  const detail = h('section', { className: 'approval-detail', 'aria-live': 'polite' });
  const reopen = async (message: string) => {
    o.changed(message);
    await showApprovals(o);
  };

  async function review(r: ApprovalRequest) {
    const [before, after] = await Promise.all([
      r.from ? loadVersion(r.file, r.from, r.kind).then((v) => v.source) : Promise.resolve(''),
      loadVersion(r.file, r.version, r.kind).then((v) => v.source),
    ]);
    const diff = renderDiff(before, after, `Changes ${r.author} asks to publish`);
    const note = h('input', { id: 'approval-note', autocomplete: 'off', maxlength: '500' });
    const at = h('input', {
      id: 'approval-at',
      type: 'datetime-local',
      step: '1',
      value: localInputValue(new Date(Date.now() + 3600_000)),
    });
    const name = `${where(r.kind, r.file)} version ${r.version}`;
    const decide = o.publisher && r.state === 'pending';
    detail.replaceChildren(
      h('h3', {}, `${r.author} asks to publish ${name}`),
      r.message ? h('p', { className: 'approval-message' }, `“${r.message}”`) : '',
      h(
        'p',
        { id: 'approval-summary' },
        `Compared with ${r.from ? `version ${r.from}, which players saw when asked` : 'nothing published yet'}: ${changeSummary(diff.added, diff.removed)}`,
      ),
      diff.element,
      decide ? field('approval-note', `Note to ${r.author} (needed to decline)`, note) : '',
      decide ? field('approval-at', 'Publish at (your local time)', at) : '',
      decide
        ? h(
            'div',
            { className: 'dialog-actions' },
            action('Decline', async () => {
              await decideApproval(r.id, 'decline', note.value);
              await reopen(`Declined ${r.author}'s request for ${name}.`);
            }),
            action('Approve and publish at that time', async () => {
              const when = new Date(at.value);
              const { schedule } = await decideApproval(r.id, 'approve', note.value, when.toISOString());
              await reopen(`Approved ${name}: it will be published ${formatTime(schedule!.at)}.`);
            }),
            action(
              'Approve and publish now',
              async () => {
                await decideApproval(r.id, 'approve', note.value);
                await reopen(`Approved and published ${name}: players see it now.`);
              },
              { className: 'primary' },
            ),
          )
        : '',
    );
    if (decide) note.focus();
  }

  const rows = approvals.map((r) =>
    h(
      'li',
      { className: `version approval approval-${r.state}` },
      h(
        'div',
        { className: 'version-text' },
        h('div', {}, h('strong', {}, `${where(r.kind, r.file)} · version ${r.version}`), ` · asked by ${r.author} · `, time(r.at)),
        h('div', { className: 'version-message' }, r.message || 'No message', ' · ', ...stateOf(r, schedules)),
      ),
      h(
        'div',
        { className: 'version-actions' },
        action(r.state === 'pending' && o.publisher ? 'Review' : 'Show changes', () => review(r), {
          'aria-label': `Review ${r.author}'s request for ${where(r.kind, r.file)} version ${r.version}`,
        }),
      ),
    ),
  );
  const waiting = schedules.filter((s) => s.state === 'pending' || s.state === 'running');
  const done = schedules.filter((s) => !waiting.includes(s)).slice(-10);
  const scheduleRow = (s: Schedule) =>
    h(
      'li',
      { className: 'version' },
      h(
        'div',
        { className: 'version-text' },
        `${where(s.kind, s.file)} version ${s.version} · `,
        time(s.at),
        ` · by ${s.by} · ${s.state === 'pending' ? 'waiting' : (s.result ?? s.state)}`,
      ),
      s.state === 'pending' && o.publisher
        ? action(
            'Cancel',
            async () => {
              await cancelSchedule(s.id);
              await reopen(`Cancelled the publish of ${where(s.kind, s.file)} version ${s.version}.`);
            },
            { 'aria-label': `Cancel the publish of ${where(s.kind, s.file)} version ${s.version}` },
          )
        : null,
    );
  showDialog('Approvals and scheduled publishes', [
    h('h3', {}, 'Approval requests'),
    approvals.length
      ? h('ol', { className: 'versions', 'aria-label': 'Approval requests' }, ...rows)
      : h('p', {}, 'No one has asked for approval yet.'),
    detail,
    h('h3', {}, 'Scheduled publishes'),
    waiting.length || done.length
      ? h('ol', { className: 'versions', 'aria-label': 'Scheduled publishes' }, ...[...waiting, ...done].map(scheduleRow))
      : h('p', {}, 'Nothing is scheduled.'),
  ]);
  const first = approvals.find((r) => r.state === 'pending');
  if (first && o.publisher) await review(first);
}

/** How many requests wait for a decision. */
export const pendingCount = async () => (await loadApprovals()).approvals.filter((r) => r.state === 'pending').length;
