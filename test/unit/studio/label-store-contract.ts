// What both label stores promise (the file store over labels/ and the PostgreSQL store's label tables), run
// against each by its own test file: overrides per language are drafted, published after the label check
// (known language, key pattern, placeholders kept), rolled back and restored like screens.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { PublishRefused, type ScreenStore } from '../../../server/screen-store/store.ts';
import { overridesText } from '../../../studio/labels-text.ts';

const FILE = 'en.json';
const as = (author: string) => ({ author, message: '' });
/** A shipped key with a placeholder (EN: "Joined {0} days") and a brand-new key. */
const good = overridesText({ member_joined_days: 'Member for {0} days', promo_new_title: 'Weekend cashback' });

/** Registers the label contract for one backend; `setup` gives an empty label store. */
export function labelStoreContract(name: string, setup: () => Promise<{ store: ScreenStore; done(): Promise<void> }>) {
  const s = suite(`${name}: the label store`);
  let store: ScreenStore;
  let done = async () => {};
  const players = async () => (await store.publishedSet()).find((f) => f.file === FILE)?.source;
  s.before.each(async () => {
    ({ store, done } = await setup());
  });
  s.after.each(() => done());

  s('a draft of overrides is not what players get; publishing makes it so', async () => {
    await store.save(FILE, good, as('alice'));
    assert.is(await store.read(FILE), good);
    assert.is(await players(), undefined);
    const p = await store.publish(FILE, as('bob'));
    assert.equal([p.version, p.published], [1, true]);
    assert.is(await players(), good);
    assert.equal(await store.list(), [FILE]);
  });

  s('a placeholder lost or added is refused with the problem listed, and nothing is published', async () => {
    const broken = overridesText({ member_joined_days: 'Member for a while', deposit_min: 'At least {0} {name}' });
    await store.save(FILE, broken, as('alice'));
    const err = await store.publish(FILE, as('alice')).catch((e) => e);
    assert.instance(err, PublishRefused);
    assert.equal(
      (err as PublishRefused).problems.map((p) => [p.pointer, p.expected, p.found]),
      [['/member_joined_days', '{0}', 'none']],
    );
    assert.is(await players(), undefined);
  });

  s('a key that is not a label key and a text that is not text are refused', async () => {
    await store.save(FILE, '{\n  "1bad key": "x",\n  "ok_key": 3\n}\n', as('alice'));
    const err = (await store.publish(FILE, as('alice')).catch((e) => e)) as PublishRefused;
    assert.instance(err, PublishRefused);
    assert.equal(
      err.problems.map((p) => [p.pointer, p.line]),
      [
        ['/1bad key', 2],
        ['/ok_key', 3],
      ],
    );
  });

  s('a language without a shipped catalogue is refused', async () => {
    await store.save('xx.json', good, as('alice'));
    const err = (await store.publish('xx.json', as('alice')).catch((e) => e)) as PublishRefused;
    assert.instance(err, PublishRefused);
    assert.match(err.problems[0]!.message, /not a language with a label catalogue/);
  });

  s('an older version published again is a rollback; a restore is a new version', async () => {
    await store.save(FILE, good, as('alice'));
    await store.publish(FILE, as('alice'));
    const second = overridesText({ promo_new_title: 'Weekend cashback 10%' });
    await store.save(FILE, second, as('bob'));
    await store.publish(FILE, as('bob'));
    assert.is(await players(), second);
    await store.publish(FILE, { author: 'alice', version: 1 });
    assert.is(await players(), good);
    const restored = await store.save(FILE, good, { author: 'alice', message: 'back', restoredFrom: 1, base: second });
    assert.equal([restored.version, restored.restoredFrom], [3, 1]);
    assert.equal(
      (await store.history(FILE)).map((v) => [v.version, v.author, v.published]),
      [
        [3, 'alice', undefined],
        [2, 'bob', undefined],
        [1, 'alice', true],
      ],
    );
  });

  s.run();
}
