// What both screen stores promise (file-store.ts and pg-store.ts), run against each by its own test file:
// drafts only the studio reads, publishing checked like check:screens (cross-file too), rollback, conflicts.
// `setup` gives a store holding the shipped screens/, all published.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PublishRefused, SaveConflict, type ScreenStore } from '../../../server/screen-store/store.ts';

export const shipped = (file: string) => readFileSync(join(process.cwd(), 'screens', file), 'utf8');
const FILE = 'maintenance.json';
/** The shipped screen with one change, formatted as the studio saves it. */
const edited = (file: string, change: (v: any) => void) => {
  const v = JSON.parse(shipped(file));
  change(v);
  return `${JSON.stringify(v, null, 2)}\n`;
};
const retryOff = edited(FILE, (v) => {
  v.widgets[0].props.retry = false;
});
const as = (author: string) => ({ author, message: '' });

/** Registers the contract suite for one backend. */
export function storeContract(name: string, setup: () => Promise<{ store: ScreenStore; done(): Promise<void> }>) {
  const s = suite(`${name}: the ScreenStore contract`);
  let store: ScreenStore;
  let done = async () => {};
  const players = async (file = FILE) => (await store.publishedSet()).find((f) => f.file === file)?.source;
  s.before.each(async () => {
    ({ store, done } = await setup());
  });
  s.after.each(() => done());

  s('a draft is what the studio reads; players keep the published text', async () => {
    const v = await store.save(FILE, retryOff, as('alice'));
    assert.is(v.published, undefined);
    assert.is(await store.read(FILE), retryOff);
    assert.is(await players(), shipped(FILE));
    const [draft, live] = await store.history(FILE);
    assert.equal([draft!.version, draft!.author, draft!.published], [v.version, 'alice', undefined]);
    assert.is(live!.published, true);
  });

  s('publishing makes the draft what players get, and the history says so', async () => {
    const v = await store.save(FILE, retryOff, as('alice'));
    const p = await store.publish(FILE, { author: 'bob' });
    assert.equal([p.version, p.published], [v.version, true]);
    assert.is(await players(), retryOff);
    assert.equal(
      (await store.history(FILE)).map((x) => x.published),
      [true, undefined],
    );
  });

  s("a publish the checks refuse lists the screen's problems and changes nothing", async () => {
    await store.save(
      FILE,
      edited(FILE, (v) => {
        v.widgets[0].props.retry = 'yes';
      }),
      as('alice'),
    );
    const err = await store.publish(FILE, { author: 'alice' }).catch((e) => e);
    assert.instance(err, PublishRefused);
    assert.ok(err.problems.length && err.problems.every((p: { file: string }) => p.file === FILE), JSON.stringify(err.problems));
    assert.is(await players(), shipped(FILE));
  });

  s('a publish that breaks links in other screens is refused with those problems', async () => {
    await store.save(
      'help.json',
      edited('help.json', (v) => {
        v.routes = ['/m/help-moved'];
      }),
      as('alice'),
    );
    const err = await store.publish('help.json', { author: 'alice' }).catch((e) => e);
    assert.instance(err, PublishRefused);
    assert.ok(
      err.elsewhere.some((p: { file: string; message: string }) => p.file === 'home.json' && p.message.includes('/m/help')),
      JSON.stringify(err.elsewhere),
    );
    assert.is(await players('help.json'), shipped('help.json'));
  });

  s('an older version can be published again (a rollback)', async () => {
    await store.save(FILE, retryOff, as('alice'));
    await store.publish(FILE, { author: 'alice' });
    const first = (await store.history(FILE)).at(-1)!;
    await store.publish(FILE, { author: 'bob', version: first.version });
    assert.is(await players(), shipped(FILE));
    assert.is((await store.history(FILE)).at(-1)!.published, true);
  });

  s('publishing what was never saved is refused', async () => {
    assert.instance(await store.publish('nothing-here.json', { author: 'alice' }).catch((e) => e), PublishRefused);
    assert.instance(await store.publish(FILE, { author: 'alice', version: 999 }).catch((e) => e), PublishRefused);
  });

  s('two saves from one base at once: one wins, the other is a conflict carrying the winner', async () => {
    const base = shipped(FILE);
    const results = await Promise.allSettled([
      store.save(
        FILE,
        edited(FILE, (v) => {
          v.title = 'alice';
        }),
        { ...as('alice'), base },
      ),
      store.save(
        FILE,
        edited(FILE, (v) => {
          v.title = 'bob';
        }),
        { ...as('bob'), base },
      ),
    ]);
    assert.is(results.filter((r) => r.status === 'fulfilled').length, 1);
    const lost = (results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason;
    assert.instance(lost, SaveConflict);
    assert.is(lost.current, await store.read(FILE));
    assert.is(lost.latest.author, JSON.parse(lost.current).title);
  });

  s('saving the text already there makes no new version', async () => {
    await store.save(FILE, retryOff, as('alice'));
    const before = await store.history(FILE);
    await store.save(FILE, retryOff, as('alice'));
    assert.equal(await store.history(FILE), before);
  });

  s('a new screen saved only as a draft is listed and read, not published', async () => {
    await store.save('fresh.json', '{"draft": true}\n', as('alice'));
    assert.ok((await store.list()).includes('fresh.json'));
    assert.is(await store.read('fresh.json'), '{"draft": true}\n');
    assert.is(await players('fresh.json'), undefined);
  });

  s('names that are not plain screen files are refused', async () => {
    for (const bad of ['../etc/passwd', 'a/b.json', '.json']) {
      assert.instance(
        await store.read(bad).then(
          () => null,
          (e) => e,
        ),
        Error,
        bad,
      );
      assert.instance(
        await store.save(bad, '{}', as('alice')).then(
          () => null,
          (e) => e,
        ),
        Error,
        bad,
      );
    }
  });

  s.run();
}
