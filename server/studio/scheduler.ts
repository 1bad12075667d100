// Runs scheduled publishes when they are due. Each server runs one: it sleeps until the next schedule is due
// (or POLL_MS at most, so it also picks up schedules other servers made, and claims left by a server that died),
// claims what is due (one claimer wins: server/studio/workflow.ts), publishes and records how it went. A schedule
// whose time passed while every server was down is published at the next start, late, and says so.
import { PublishRefused, type ScreenStore } from '../screen-store/store.ts';
import type { Schedule, Workflow } from './workflow.ts';

/** The longest a scheduler sleeps between looks. */
export const POLL_MS = 15_000;

export interface SchedulerOptions {
  workflow: Workflow;
  /** The store a schedule's documents are in. */
  storeOf(kind: Schedule['kind']): ScreenStore;
  now?: () => Date;
  log?: (message: string) => void;
  pollMs?: number;
}

/** Publishes one claimed schedule: its state and result in staff's words. */
export async function runSchedule(s: Schedule, store: ScreenStore, now: Date): Promise<{ state: Schedule['state']; result: string }> {
  const live = (await store.history(s.file)).find((v) => v.published);
  if (live && live.version > s.version)
    return { state: 'superseded', result: `Not published: version ${live.version} was published after this was scheduled, and stays.` };
  try {
    await store.publish(s.file, { author: s.by, version: s.version });
  } catch (err) {
    if (err instanceof PublishRefused) return { state: 'failed', result: err.message };
    throw err;
  }
  const late = now.getTime() - Date.parse(s.at);
  return {
    state: 'done',
    result: `Published version ${s.version}${late > 60_000 ? `, ${Math.round(late / 60_000)} min late (the servers were down at the time)` : ''}.`,
  };
}

/** Starts the scheduler; `poke` makes it look again now (a schedule was just made), `stop` ends it. */
export function startScheduler(opts: SchedulerOptions) {
  const now = opts.now ?? (() => new Date());
  const log = opts.log ?? ((m: string) => console.error(`[studio] ${m}`));
  const poll = opts.pollMs ?? POLL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;

  const wake = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, ms));
    timer.unref();
  };

  async function runDue(): Promise<void> {
    for (let s = await opts.workflow.claimDue(now()); s; s = await opts.workflow.claimDue(now())) {
      let outcome: { state: Schedule['state']; result: string };
      try {
        outcome = await runSchedule(s, opts.storeOf(s.kind), now());
      } catch (err) {
        // The database went away mid-publish: the claim goes stale and is taken again later.
        log(`the scheduled publish of ${s.file} version ${s.version} could not run (${(err as Error).message})`);
        continue;
      }
      await opts.workflow.finish(s.id, outcome.state, outcome.result, now());
      log(`scheduled publish of ${s.file} version ${s.version}: ${outcome.result}`);
    }
  }

  async function tick(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    again = false;
    running = (async () => {
      let next = poll;
      try {
        await runDue();
        const due = await opts.workflow.nextDue();
        if (due) next = Math.min(poll, due.getTime() - now().getTime());
      } catch (err) {
        log(`scheduled publishes: ${(err as Error).message}`);
      }
      wake(again ? 0 : next);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  wake(0);
  return {
    /** Looks again now (after a schedule is made here). */
    poke: () => wake(0),
    /** Resolves once a look that is under way ends (tests). */
    settled: () => running ?? Promise.resolve(),
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}

export type Scheduler = ReturnType<typeof startScheduler>;
