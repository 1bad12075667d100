// The field-data file store (the default; FIELD_DATA_DIR): per UTC day a summary, YYYY-MM-DD.json (aggregate.ts:
// bounded whatever the traffic), and the day's raw clean reports, YYYY-MM-DD.jsonl, one line each, up to
// `rawBytesPerDay` (then only the summary grows). Days older than `days` are deleted. Today's summary lives in memory
// and is written a moment after a report (and on close); a server restarted the same day reads it back first.
import { appendFile, mkdir, readFile, readdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { writeAtomic } from '../screen-store/file-store.ts';
import { addReport, dayOf, emptyDay, type DayData } from './aggregate.ts';
import type { CleanReport } from './clean.ts';
import { lastDays, logOnce, writeSoon, type FieldStore } from './store.ts';

export interface FileStoreOptions {
  dir: string;
  /** Days kept, today included. */
  days: number;
  rawBytesPerDay: number;
  log: (message: string) => void;
  /** How long after a report its day is written (ms). */
  writeAfterMs?: number;
  now?: () => Date;
}

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.jsonl?$/;

/** Reads a day's summary; an empty day when there is none or it cannot be read. */
async function readDay(dir: string, day: string): Promise<DayData> {
  try {
    const data = JSON.parse(await readFile(join(dir, `${day}.json`), 'utf8')) as DayData;
    return data && data.day === day && typeof data.vitals === 'object' && typeof data.errors === 'object' ? data : emptyDay(day);
  } catch {
    return emptyDay(day);
  }
}

/** Creates the store (nothing is read or written until the first report or read). */
export function createFileStore(opts: FileStoreOptions): FieldStore {
  const now = opts.now ?? (() => new Date());
  const trouble = logOnce(opts.log);
  /** The day being written: its summary, the raw lines waiting, and how large its raw file is. */
  let current: { data: DayData; lines: string[]; rawBytes: number; dirty: boolean } | null = null;
  let opening: Promise<void> | null = null;
  let chain = Promise.resolve();
  let pruned = '';

  /** Makes `day` the current day, after any day being opened: the previous one is written first, the new one read back if it exists. */
  const open = (day: string): Promise<void> => {
    const next = (opening ?? Promise.resolve()).then(async () => {
      if (current?.data.day === day) return;
      await write();
      const rawBytes = await stat(join(opts.dir, `${day}.jsonl`)).then(
        (s) => s.size,
        () => 0,
      );
      current = { data: await readDay(opts.dir, day), lines: [], rawBytes, dirty: false };
    });
    opening = next;
    void next.finally(() => {
      if (opening === next) opening = null;
    });
    return next;
  };

  /** Writes the current day (summary whole, new raw lines appended) and deletes days past the retention. */
  const write = (): Promise<void> =>
    (chain = chain.then(async () => {
      const day = current;
      if (!day?.dirty) return;
      day.dirty = false;
      const lines = day.lines.splice(0);
      const summary = JSON.stringify(day.data);
      try {
        await mkdir(opts.dir, { recursive: true });
        await writeAtomic(join(opts.dir, `${day.data.day}.json`), summary);
        if (lines.length) await appendFile(join(opts.dir, `${day.data.day}.jsonl`), `${lines.join('\n')}\n`);
        await prune(day.data.day);
        trouble.ok('field data: writing to the folder works again');
      } catch (err) {
        trouble.fail(`field data: cannot write to ${opts.dir} (${(err as Error).message}); today's reports stay in memory`);
        day.lines.unshift(...lines);
        day.dirty = true;
      }
    }));

  /** Deletes the files of days before the retention (once per day). */
  async function prune(today: string): Promise<void> {
    if (pruned === today) return;
    const first = lastDays(new Date(`${today}T00:00:00Z`), opts.days)[0]!;
    for (const name of await readdir(opts.dir)) {
      const day = DAY_FILE.exec(name)?.[1];
      if (day && day < first) await unlink(join(opts.dir, name)).catch(() => {});
    }
    pruned = today;
  }

  /** Adds a report to the open day (its raw line while the day's raw file has room). */
  const put = (report: CleanReport, at: Date) => {
    const day = current!;
    addReport(day.data, report);
    const line = JSON.stringify({ at: at.toISOString(), ...report });
    const bytes = Buffer.byteLength(line) + 1;
    if (day.rawBytes + bytes <= opts.rawBytesPerDay) {
      day.lines.push(line);
      day.rawBytes += bytes;
    }
    day.dirty = true;
    later.soon();
  };
  const later = writeSoon(() => write(), opts.writeAfterMs ?? 2000);

  return {
    kind: 'files',
    add(report, at) {
      const day = dayOf(at);
      if (current?.data.day === day && !opening) put(report, at);
      else void open(day).then(() => put(report, at));
    },
    async days(count, at = now()) {
      const wanted = lastDays(at, count);
      await opening;
      return Promise.all(wanted.map((day) => (current?.data.day === day ? structuredClone(current.data) : readDay(opts.dir, day))));
    },
    async flush() {
      await opening;
      await write();
    },
    async close() {
      later.cancel();
      await this.flush();
    },
  };
}
