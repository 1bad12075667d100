// Approval requests and scheduled publishes through the studio's API on the file store: an author asks with the
// draft and the published version it changes; a publisher sees it, approves (now or at a time) or declines with a
// note; authors may do neither. A scheduled publish happens at its time, once, and one due while the server was
// down happens at the next start.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { get, post, startStudioServer, type StudioServer } from './fixture.ts';
import { parseUsers, userCredentials } from '../../../server/studio/users.ts';
import { hashSecret } from '../../../server/studio/secrets.ts';
import { createFileWorkflow } from '../../../server/studio/workflow.ts';
import { startScheduler } from '../../../server/studio/scheduler.ts';
import { createFileStore } from '../../../server/screen-store/file-store.ts';
import { until } from '../../helpers/until.ts';
import { logged } from '../../helpers/console.ts';

let server: StudioServer;
type Who = { url: string; cookie: string };
let alice: Who;
let bob: Who;
const signIn = async (name: string, password: string): Promise<Who> => {
  const res = await fetch(`${server.url}/studio/login`, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ name, token: password }),
  });
  return { url: server.url, cookie: /^studio-session=[\w-]+/.exec(res.headers.get('set-cookie') ?? '')![0] };
};
const FILE = 'maintenance.json';
const served = () => readFileSync(join(server.screensDir, FILE), 'utf8');
let n = 0;
/** Saves a new draft of FILE as alice; returns its text. */
async function draft(): Promise<string> {
  const before = (await get(alice, `/studio/api/file?name=${FILE}`)).body.source as string;
  const source = before.replace(/\n$/, `${' '.repeat(++n)}\n`);
  const res = await post(alice, '/studio/api/save', { file: FILE, source, base: before, draft: true, message: `draft ${n}` });
  assert.is(res.status, 200, JSON.stringify(res.body));
  return source;
}

const flow = suite('studio workflow: approval and scheduled publishes');
flow.before(async () => {
  const users = parseUsers(
    `alice ${await hashSecret('alice-Long-pass-1')} author\nbob ${await hashSecret('bob-Long-pass-22')} publisher\n`,
  );
  server = await startStudioServer({ access: { credentials: userCredentials(users) } });
  alice = await signIn('alice', 'alice-Long-pass-1');
  bob = await signIn('bob', 'bob-Long-pass-22');
});
flow.after(async () => {
  server.studio.close();
  await server.close();
});

flow('an author asks; the request holds the draft and the version players see; a publisher approves and it is live', async () => {
  const text = await draft();
  const asked = await post(alice, '/studio/api/ask', { file: FILE, message: 'Shorter wait text' });
  assert.is(asked.status, 200, JSON.stringify(asked.body));
  const { approval } = asked.body;
  assert.equal(
    [approval.file, approval.author, approval.state, approval.message, approval.from],
    [FILE, 'alice', 'pending', 'Shorter wait text', 1],
  );
  assert.is(approval.version, 2, 'the draft (version 1 is the file as it was, "outside the studio")');
  assert.is((await post(alice, '/studio/api/ask', { file: FILE })).status, 409, 'asked once is enough');
  const listed = (await get(bob, '/studio/api/approvals')).body.approvals;
  assert.is(listed[0].id, approval.id);
  const refused = await post(alice, '/studio/api/decide', { id: approval.id, decision: 'approve' });
  assert.is(refused.status, 403);
  assert.match(refused.body.error, /Only a publisher can approve or decline a request/);
  assert.is.not(served(), text);
  const approved = await post(bob, '/studio/api/decide', { id: approval.id, decision: 'approve', note: 'Fine' });
  assert.is(approved.status, 200, JSON.stringify(approved.body));
  assert.equal(
    [approved.body.approval.state, approved.body.approval.decidedBy, approved.body.published.version],
    ['approved', 'bob', approval.version],
  );
  assert.is(served(), text);
  assert.is((await post(bob, '/studio/api/decide', { id: approval.id, decision: 'decline', note: 'x' })).status, 409, 'decided once');
});

flow('a publisher declines with a note (a note is required); nothing is published', async () => {
  const before = served();
  await draft();
  const { approval } = (await post(alice, '/studio/api/ask', { file: FILE })).body;
  assert.is((await post(bob, '/studio/api/decide', { id: approval.id, decision: 'decline' })).status, 400);
  const declined = await post(bob, '/studio/api/decide', { id: approval.id, decision: 'decline', note: 'Keep the old text' });
  assert.equal([declined.body.approval.state, declined.body.approval.note], ['declined', 'Keep the old text']);
  assert.is(served(), before);
});

flow('approved for a time: published at that time by the scheduler, not before; authors cannot schedule', async () => {
  const text = await draft();
  const { approval } = (await post(alice, '/studio/api/ask', { file: FILE })).body;
  assert.is((await post(alice, '/studio/api/schedule', { file: FILE, at: new Date(Date.now() + 60_000).toISOString() })).status, 403);
  const past = await post(bob, '/studio/api/decide', {
    id: approval.id,
    decision: 'approve',
    at: new Date(Date.now() - 60_000).toISOString(),
  });
  assert.is(past.status, 422);
  assert.match(past.body.error, /That time has passed/);
  const at = new Date(Date.now() + 1500);
  const approved = await post(bob, '/studio/api/decide', { id: approval.id, decision: 'approve', at: at.toISOString() });
  assert.is(approved.status, 200, JSON.stringify(approved.body));
  assert.is(approved.body.schedule.state, 'pending');
  assert.is.not(served(), text, 'not before its time');
  // The server's log line for the publish (its operators' record) is kept for the assertion, not printed.
  const told = await logged(async () => {
    await until(() => served() === text, 'published at its time', 10_000);
    assert.ok(Date.now() >= at.getTime() - 50, 'not early');
    await until(
      async () =>
        (await get(bob, '/studio/api/schedules')).body.schedules.some((s: any) => s.id === approved.body.schedule.id && s.state === 'done'),
      'recorded as done',
    );
  });
  assert.ok(
    told.some((l) => l.startsWith(`[studio] scheduled publish of ${FILE} version `)),
    `the publish is logged for operators: ${told.join('; ')}`,
  );
});

flow('a publish due while the server was down happens at the next start, once; a cancelled one never', async () => {
  const dir = join(server.screensDir, '..');
  const workflow = createFileWorkflow(join(dir, 'studio-workflow.json'));
  const store = createFileStore({ screensDir: server.screensDir, historyDir: join(dir, 'screen-history') });
  const text = await draft();
  // Scheduled an hour ago (as if every server was down since), straight into the store a restarted server reads.
  const due = await workflow.addSchedule({
    kind: 'screens',
    file: FILE,
    version: (await store.history(FILE))[0]!.version,
    at: new Date(Date.now() - 3600_000).toISOString(),
    by: 'bob',
    created: new Date().toISOString(),
  });
  const cancelled = await workflow.addSchedule({
    kind: 'screens',
    file: 'home.json',
    version: 1,
    at: new Date(Date.now() + 1000).toISOString(),
    by: 'bob',
    created: new Date().toISOString(),
  });
  assert.ok(await workflow.cancel(cancelled.id, 'bob', new Date()));
  const restarted = [
    startScheduler({ workflow, storeOf: () => store, log: () => {} }),
    startScheduler({ workflow, storeOf: () => store, log: () => {} }),
  ];
  try {
    await until(async () => (await workflow.schedules()).find((s) => s.id === due.id)?.state === 'done', 'the late publish ran');
    assert.is(served(), text);
    const done = (await workflow.schedules()).find((s) => s.id === due.id)!;
    assert.match(done.result!, /^Published version \d+, 60 min late \(the servers were down at the time\)\.$/);
    assert.is((await store.history(FILE)).filter((v) => v.published).length, 1);
    assert.is((await workflow.schedules()).find((s) => s.id === cancelled.id)!.state, 'cancelled');
  } finally {
    for (const s of restarted) s.stop();
  }
});

flow.run();
