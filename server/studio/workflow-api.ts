// The studio's approval and scheduling calls under /studio/api/: approvals (GET: every request, newest first),
// ask (an author asks for a draft to be published), decide (a publisher approves, now or at a time, or declines
// with a note), schedules (GET), schedule (a publisher publishes a version at a time) and unschedule; links (GET),
// link (a preview link to a version for a reviewer without an account) and revoke (its maker or a publisher).
import { StudioRefusal } from './http.ts';
import { requirePublisher } from './roles.ts';
import type { ApiContext } from './api.ts';
import type { DocKind, Schedule } from './workflow.ts';
import { PublishRefused, type ScreenStore } from '../screen-store/store.ts';
import { linkHours } from './links.ts';

/** The longest a publish may be scheduled ahead. */
const MAX_AHEAD_MS = 366 * 24 * 3600_000;

type Docs = { store: ScreenStore; where: string; name(file: unknown): string };

const kindOf = (v: unknown): DocKind => (v === 'labels' ? 'labels' : 'screens');
const staff = (ctx: ApiContext) => ({ name: ctx.user, role: ctx.role });

/** The published version and the latest one of a document. */
async function versionsOf(docs: Docs, file: string) {
  const history = await docs.store.history(file);
  return { latest: history[0], published: history.find((v) => v.published) };
}

/** A time to publish at, from the studio (an ISO time it made from the staff member's local time). */
function publishTime(raw: unknown, now: Date): Date {
  const at = typeof raw === 'string' ? new Date(raw) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new StudioRefusal(400, 'Choose the date and time to publish at.');
  if (at.getTime() < now.getTime() - 5_000) throw new StudioRefusal(422, 'That time has passed: choose a time to come, or publish now.');
  if (at.getTime() > now.getTime() + MAX_AHEAD_MS) throw new StudioRefusal(422, 'A publish can be scheduled up to a year ahead.');
  return at;
}

/** Publishes `version` now, as `ctx.user` (a publisher); a refusal lists the problems (422). */
async function publishNow(docs: Docs, file: string, version: number, ctx: ApiContext) {
  try {
    return await docs.store.publish(file, { author: ctx.user, version });
  } catch (err) {
    if (!(err instanceof PublishRefused)) throw err;
    throw new StudioRefusal(422, err.message, { problems: err.problems, elsewhere: err.elsewhere });
  }
}

/** Records a scheduled publish and wakes this server's scheduler. */
async function scheduleAt(kind: DocKind, file: string, version: number, at: Date, ctx: ApiContext, approval?: string): Promise<Schedule> {
  const made = await ctx.workflow.addSchedule({
    kind,
    file,
    version,
    at: at.toISOString(),
    by: ctx.user,
    created: ctx.now().toISOString(),
    approval,
  });
  ctx.scheduler?.poke();
  return made;
}

/** Answers a workflow call, or returns false when `name` is not one. */
export async function workflowApi(
  method: string,
  name: string,
  body: () => Promise<Record<string, unknown>>,
  ctx: ApiContext,
  docsOf: (kind: unknown) => Docs,
): Promise<unknown | false> {
  if (method === 'GET' && name === 'approvals') return { approvals: await ctx.workflow.approvals() };
  if (method === 'GET' && name === 'schedules') return { schedules: await ctx.workflow.schedules() };
  if (method === 'GET' && name === 'links') return { links: await ctx.workflow.links() };
  if (method !== 'POST' || !['ask', 'decide', 'schedule', 'unschedule', 'link', 'revoke'].includes(name)) return false;
  const b = await body();
  if (name === 'link') {
    const docs = docsOf(b.kind);
    const file = docs.name(b.file);
    const version = typeof b.version === 'number' ? b.version : (await versionsOf(docs, file)).latest?.version;
    if (!version || !(await docs.store.version(file, version)))
      throw new StudioRefusal(404, `${docs.where}${file} has nothing saved to show: save a draft first.`);
    const made = await ctx.links.create(kindOf(b.kind), file, version, linkHours(b.hours), ctx.user);
    return { url: made.path, link: made.link };
  }
  if (name === 'revoke') {
    const link = (await ctx.workflow.links()).find((l) => l.id === b.id);
    if (!link) throw new StudioRefusal(404, 'There is no such preview link.');
    if (link.by !== ctx.user) requirePublisher(staff(ctx), 'revoke');
    if (!(await ctx.workflow.revoke(link.id, ctx.user, ctx.now())))
      throw new StudioRefusal(409, `${link.revokedBy ?? 'Someone'} withdrew this link already.`);
    ctx.links.refresh();
    return { revoked: link.id };
  }
  if (name === 'ask') {
    const docs = docsOf(b.kind);
    const file = docs.name(b.file);
    const { latest, published } = await versionsOf(docs, file);
    const version = typeof b.version === 'number' ? b.version : latest?.version;
    if (!version || !latest) throw new StudioRefusal(404, `${docs.where}${file} has nothing saved to approve.`);
    if (published && version <= published.version)
      throw new StudioRefusal(
        409,
        `Nothing to approve: players already see version ${published.version}. Save your change as a draft first.`,
      );
    const pending = (await ctx.workflow.approvals()).find(
      (r) => r.state === 'pending' && r.file === file && r.kind === kindOf(b.kind) && r.version === version,
    );
    if (pending)
      throw new StudioRefusal(409, `${pending.author} already asked for version ${version} of ${docs.where}${file} to be approved.`);
    const message = typeof b.message === 'string' ? b.message.trim().slice(0, 500) : '';
    return {
      approval: await ctx.workflow.addApproval({
        kind: kindOf(b.kind),
        file,
        version,
        from: published?.version ?? null,
        author: ctx.user,
        at: ctx.now().toISOString(),
        message,
      }),
    };
  }
  requirePublisher(staff(ctx), name === 'decide' ? 'decide' : 'schedule');
  if (name === 'unschedule') {
    if (!(await ctx.workflow.cancel(String(b.id), ctx.user, ctx.now())))
      throw new StudioRefusal(409, 'That publish is not waiting any more: it ran, failed or was cancelled already.');
    return { cancelled: b.id };
  }
  if (name === 'schedule') {
    const docs = docsOf(b.kind);
    const file = docs.name(b.file);
    const { latest } = await versionsOf(docs, file);
    const version = typeof b.version === 'number' ? b.version : latest?.version;
    if (!version || !(await docs.store.version(file, version)))
      throw new StudioRefusal(404, `${docs.where}${file} has no version ${String(version)}.`);
    return { schedule: await scheduleAt(kindOf(b.kind), file, version, publishTime(b.at, ctx.now()), ctx) };
  }
  // decide
  const request = (await ctx.workflow.approvals()).find((r) => r.id === b.id);
  if (!request) throw new StudioRefusal(404, 'There is no such approval request.');
  if (request.state !== 'pending') throw new StudioRefusal(409, `${request.decidedBy ?? 'Someone'} decided this request already.`);
  const docs = docsOf(request.kind);
  const note = typeof b.note === 'string' ? b.note.trim().slice(0, 500) : '';
  const decided = { decidedBy: ctx.user, decidedAt: ctx.now().toISOString(), note: note || undefined };
  if (b.decision === 'decline') {
    if (!note) throw new StudioRefusal(400, `Say why you decline, so ${request.author} knows what to change.`);
    return { approval: await ctx.workflow.decide(request.id, { ...decided, state: 'declined' }) };
  }
  if (b.decision !== 'approve') throw new StudioRefusal(400, 'Approve or decline the request.');
  const { published } = await versionsOf(docs, request.file);
  if (published && published.version > request.version)
    throw new StudioRefusal(
      409,
      `Version ${published.version} was published after this request: ${request.author} should ask again from the latest draft.`,
    );
  if (b.at !== undefined && b.at !== null && b.at !== '') {
    const at = publishTime(b.at, ctx.now());
    const schedule = await scheduleAt(request.kind, request.file, request.version, at, ctx, request.id);
    return { approval: await ctx.workflow.decide(request.id, { ...decided, state: 'approved', scheduleId: schedule.id }), schedule };
  }
  const version = await publishNow(docs, request.file, request.version, ctx);
  return { approval: await ctx.workflow.decide(request.id, { ...decided, state: 'approved' }), published: version };
}
