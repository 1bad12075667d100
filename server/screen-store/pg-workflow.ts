// The studio's workflow in PostgreSQL (see server/studio/workflow.ts): every server sees the same approval
// requests, schedules and revoked links. A due schedule is claimed with one UPDATE ... WHERE state = 'pending'
// ... FOR UPDATE SKIP LOCKED ... RETURNING, so among N servers exactly one publishes it.
import { randomBytes } from 'node:crypto';
import { STALE_CLAIM_MS, newId, type ApprovalRequest, type PreviewLink, type Schedule, type Workflow } from '../studio/workflow.ts';
import { pgQuery } from './pg-query.ts';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : undefined);
const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null)) as T;

// biome-ignore lint/suspicious/noExplicitAny: pg returns rows untyped; each is mapped field by field into a typed value
type ApprovalRow = Record<string, any>;
const toApproval = (r: ApprovalRow): ApprovalRequest =>
  clean({
    id: r.id,
    kind: r.kind,
    file: r.file,
    version: r.version,
    from: r.from_version ?? null,
    author: r.author,
    at: iso(r.at)!,
    message: r.message,
    state: r.state,
    decidedBy: r.decided_by,
    decidedAt: iso(r.decided_at),
    note: r.note,
    scheduleId: r.schedule_id,
  }) as ApprovalRequest;
// biome-ignore lint/suspicious/noExplicitAny: pg returns rows untyped; each is mapped field by field into a typed value
const toSchedule = (r: Record<string, any>): Schedule =>
  clean({
    id: r.id,
    kind: r.kind,
    file: r.file,
    version: r.version,
    at: iso(r.at)!,
    by: r.by,
    created: iso(r.created)!,
    state: r.state,
    result: r.result,
    doneAt: iso(r.done_at),
    approval: r.approval,
  });

/** The workflow over the database at `connectionString`. */
export function createPgWorkflow(opts: { connectionString: string; log?: (m: string) => void }): Workflow & { close(): Promise<void> } {
  const log = opts.log ?? ((m: string) => console.error(`[studio] ${m}`));
  const { query: q, close } = pgQuery(opts.connectionString, 'workflow', log);
  return {
    async addApproval(r) {
      const rows = await q(
        `INSERT INTO studio_approvals (id, kind, file, version, from_version, author, at, message, state)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'pending') RETURNING *`,
        [newId(), r.kind, r.file, r.version, r.from, r.author, r.at, r.message],
      );
      return toApproval(rows[0]!);
    },
    approvals: async () => (await q('SELECT * FROM studio_approvals ORDER BY at DESC, id')).map(toApproval),
    async decide(id, d) {
      const rows = await q(
        `UPDATE studio_approvals SET state = $2, decided_by = $3, decided_at = $4, note = $5, schedule_id = $6
         WHERE id = $1 AND state = 'pending' RETURNING *`,
        [id, d.state, d.decidedBy, d.decidedAt, d.note ?? null, d.scheduleId ?? null],
      );
      return rows[0] ? toApproval(rows[0]) : null;
    },
    async addSchedule(s) {
      const rows = await q(
        `INSERT INTO studio_schedules (id, kind, file, version, at, by, created, state, approval)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8) RETURNING *`,
        [newId(), s.kind, s.file, s.version, s.at, s.by, s.created, s.approval ?? null],
      );
      return toSchedule(rows[0]!);
    },
    schedules: async () => (await q('SELECT * FROM studio_schedules ORDER BY at, id')).map(toSchedule),
    async claimDue(now) {
      const rows = await q(
        `UPDATE studio_schedules SET state = 'running', claimed_at = $1
         WHERE id = (
           SELECT id FROM studio_schedules
           WHERE (state = 'pending' AND at <= $1) OR (state = 'running' AND claimed_at <= $2)
           ORDER BY at LIMIT 1 FOR UPDATE SKIP LOCKED
         ) RETURNING *`,
        [now.toISOString(), new Date(now.getTime() - STALE_CLAIM_MS).toISOString()],
      );
      return rows[0] ? toSchedule(rows[0]) : null;
    },
    async finish(id, state, result, at) {
      await q(`UPDATE studio_schedules SET state = $2, result = $3, done_at = $4 WHERE id = $1 AND state = 'running'`, [
        id,
        state,
        result,
        at.toISOString(),
      ]);
    },
    async cancel(id, by, at) {
      const rows = await q(
        `UPDATE studio_schedules SET state = 'cancelled', result = $2, done_at = $3 WHERE id = $1 AND state = 'pending' RETURNING id`,
        [id, `Cancelled by ${by}`, at.toISOString()],
      );
      return rows.length > 0;
    },
    async nextDue() {
      const rows = await q<{ at: Date | null }>(`SELECT min(at) AS at FROM studio_schedules WHERE state = 'pending'`);
      return rows[0]?.at ? new Date(rows[0].at) : null;
    },
    async addLink(l) {
      await q('INSERT INTO studio_preview_links (id, kind, file, version, by, at, expires) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
        l.id,
        l.kind,
        l.file,
        l.version,
        l.by,
        l.at,
        l.expires,
      ]);
    },
    links: async () =>
      (await q('SELECT * FROM studio_preview_links ORDER BY at DESC, id')).map(
        (r): PreviewLink =>
          clean({
            id: r.id,
            kind: r.kind,
            file: r.file,
            version: r.version,
            by: r.by,
            at: iso(r.at)!,
            expires: iso(r.expires)!,
            revokedBy: r.revoked_by,
            revokedAt: iso(r.revoked_at),
          }),
      ),
    async revoke(id, by, at) {
      const rows = await q(
        'UPDATE studio_preview_links SET revoked_by = $2, revoked_at = $3 WHERE id = $1 AND revoked_at IS NULL RETURNING id',
        [id, by, at.toISOString()],
      );
      return rows.length > 0;
    },
    revoked: async () =>
      new Set((await q<{ id: string }>('SELECT id FROM studio_preview_links WHERE revoked_at IS NOT NULL')).map((r) => r.id)),
    async secret() {
      await q(`INSERT INTO studio_settings (name, value) VALUES ('link-secret', $1) ON CONFLICT (name) DO NOTHING`, [
        randomBytes(32).toString('base64url'),
      ]);
      const rows = await q<{ value: string }>(`SELECT value FROM studio_settings WHERE name = 'link-secret'`);
      return Buffer.from(rows[0]!.value, 'base64url');
    },
    close,
  };
}
