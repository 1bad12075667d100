// What the studio keeps besides versions: approval requests (an author asks a publisher to publish a draft),
// scheduled publishes (a version made live at a time, once, by whichever server claims it first), revoked
// preview links, and the secret preview links are signed with. The file store keeps them in one JSON file (one
// server); PostgreSQL in tables every server shares (server/screen-store/pg-workflow.ts).
import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeAtomic } from '../screen-store/file-store.ts';

/** Which documents: screens (screens/home.json) or a language's label texts (labels/en.json). */
export type DocKind = 'screens' | 'labels';

/** An author's request that a publisher publish one draft version, with the version players saw when asked. */
export interface ApprovalRequest {
  id: string;
  kind: DocKind;
  file: string;
  /** The draft asked for, and the published version it changes (null: nothing published yet). */
  version: number;
  from: number | null;
  author: string;
  at: string;
  message: string;
  state: 'pending' | 'approved' | 'declined';
  decidedBy?: string;
  decidedAt?: string;
  note?: string;
  /** Set when approved for a later time. */
  scheduleId?: string;
}

/** A publish of one version at a time; `state` says how it went, `result` in staff's words. */
export interface Schedule {
  id: string;
  kind: DocKind;
  file: string;
  version: number;
  /** When to publish (ISO). */
  at: string;
  by: string;
  created: string;
  state: 'pending' | 'running' | 'done' | 'failed' | 'cancelled' | 'superseded';
  result?: string;
  doneAt?: string;
  approval?: string;
}

/** A preview link made for a reviewer without a studio account (the link itself is signed: server/studio/links.ts). */
export interface PreviewLink {
  id: string;
  kind: DocKind;
  file: string;
  version: number;
  by: string;
  at: string;
  expires: string;
  revokedBy?: string;
  revokedAt?: string;
}

/** A claim older than this is taken to be a server that died mid-publish; another may claim it again (publishing twice is harmless). */
export const STALE_CLAIM_MS = 2 * 60_000;

export interface Workflow {
  addApproval(r: Omit<ApprovalRequest, 'id' | 'state'>): Promise<ApprovalRequest>;
  /** Every request, newest first. */
  approvals(): Promise<ApprovalRequest[]>;
  /** Decides a pending request; null when it is not pending any more (someone decided first). */
  decide(
    id: string,
    d: Pick<ApprovalRequest, 'state' | 'decidedBy' | 'decidedAt' | 'note' | 'scheduleId'>,
  ): Promise<ApprovalRequest | null>;
  addSchedule(s: Omit<Schedule, 'id' | 'state'>): Promise<Schedule>;
  /** Every scheduled publish, soonest first. */
  schedules(): Promise<Schedule[]>;
  /** Claims one schedule due at `now` (pending, or a stale claim), or null; one claimer wins across servers. */
  claimDue(now: Date): Promise<Schedule | null>;
  /** Records how a claimed schedule went. */
  finish(id: string, state: Schedule['state'], result: string, at: Date): Promise<void>;
  /** Cancels a pending schedule; false when it is not pending. */
  cancel(id: string, by: string, at: Date): Promise<boolean>;
  /** When the next pending schedule is due, or null. */
  nextDue(): Promise<Date | null>;
  /** Records a preview link made; `links` lists them, newest first. */
  addLink(link: PreviewLink): Promise<void>;
  links(): Promise<PreviewLink[]>;
  /** Revokes a preview link by id (false: no such link, or revoked already); `revoked` lists the revoked ids. */
  revoke(id: string, by: string, at: Date): Promise<boolean>;
  revoked(): Promise<Set<string>>;
  /** The secret preview links are signed with: made once, shared by every server of this store. */
  secret(): Promise<Buffer>;
}

/** A new id for a request or schedule. */
export const newId = () => randomBytes(12).toString('base64url');

interface State {
  approvals: ApprovalRequest[];
  schedules: Schedule[];
  links: PreviewLink[];
  secret?: string;
}

/** The file store's workflow: one JSON file (written atomically, one change at a time). */
export function createFileWorkflow(path: string): Workflow {
  let chain: Promise<unknown> = Promise.resolve();
  const read = async (): Promise<State> => {
    try {
      const s = JSON.parse(await readFile(path, 'utf8')) as State;
      return { approvals: s.approvals ?? [], schedules: s.schedules ?? [], links: s.links ?? [], secret: s.secret };
    } catch {
      return { approvals: [], schedules: [], links: [] };
    }
  };
  /** Runs `change` on the state, one at a time, and writes it back. */
  const update = <T>(change: (s: State) => T): Promise<T> => {
    const run = chain.then(async () => {
      const s = await read();
      const out = change(s);
      await mkdir(dirname(path), { recursive: true });
      await writeAtomic(path, JSON.stringify(s, null, 1));
      return out;
    });
    chain = run.catch(() => {});
    return run;
  };
  const claimable = (s: Schedule, now: Date) =>
    (s.state === 'pending' && Date.parse(s.at) <= now.getTime()) ||
    (s.state === 'running' && Date.parse(s.doneAt ?? s.at) <= now.getTime() - STALE_CLAIM_MS);
  return {
    addApproval: (r) =>
      update((s) => {
        const made: ApprovalRequest = { ...r, id: newId(), state: 'pending' };
        s.approvals.push(made);
        return made;
      }),
    approvals: async () => [...(await read()).approvals].reverse(),
    decide: (id, d) =>
      update((s) => {
        const r = s.approvals.find((a) => a.id === id);
        if (r?.state !== 'pending') return null;
        Object.assign(r, d);
        return r;
      }),
    addSchedule: (x) =>
      update((s) => {
        const made: Schedule = { ...x, id: newId(), state: 'pending' };
        s.schedules.push(made);
        return made;
      }),
    schedules: async () => [...(await read()).schedules].sort((a, b) => a.at.localeCompare(b.at)),
    claimDue: async (now) => {
      // Most looks find nothing due: those only read the file.
      if (!(await read()).schedules.some((x) => claimable(x, now))) return null;
      return update((s) => {
        const due = s.schedules.filter((x) => claimable(x, now)).sort((a, b) => a.at.localeCompare(b.at))[0];
        if (!due) return null;
        // While running, doneAt holds the claim's time (a stale claim is taken again).
        Object.assign(due, { state: 'running', doneAt: now.toISOString() });
        return { ...due };
      });
    },
    finish: (id, state, result, at) =>
      update((s) => {
        const x = s.schedules.find((y) => y.id === id);
        if (x) Object.assign(x, { state, result, doneAt: at.toISOString() });
      }),
    cancel: (id, by, at) =>
      update((s) => {
        const x = s.schedules.find((y) => y.id === id);
        if (x?.state !== 'pending') return false;
        Object.assign(x, { state: 'cancelled', result: `Cancelled by ${by}`, doneAt: at.toISOString() });
        return true;
      }),
    nextDue: async () => {
      const next = (await read()).schedules.filter((x) => x.state === 'pending').map((x) => Date.parse(x.at));
      return next.length ? new Date(Math.min(...next)) : null;
    },
    addLink: (link) =>
      update((s) => {
        s.links.push(link);
      }),
    links: async () => [...(await read()).links].reverse(),
    revoke: (id, by, at) =>
      update((s) => {
        const link = s.links.find((l) => l.id === id);
        if (!link || link.revokedAt) return false;
        Object.assign(link, { revokedBy: by, revokedAt: at.toISOString() });
        return true;
      }),
    revoked: async () => new Set((await read()).links.filter((l) => l.revokedAt).map((l) => l.id)),
    secret: () =>
      update((s) => {
        s.secret ??= randomBytes(32).toString('base64url');
        return Buffer.from(s.secret, 'base64url');
      }),
  };
}
