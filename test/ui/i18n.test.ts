import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { resolveLanguage, setLanguage, setSupported, t, catalogue, languageState } from '../../engine/i18n.ts';
import { on, EVENTS } from '../../engine/events.ts';
import { logged } from '../helpers/console.ts';

const r = suite('resolveLanguage');
r('a supported request wins, case-insensitively', () => assert.is(resolveLanguage('ty', ['TY', 'EN']), 'TY'));
r('an unsupported request falls back to the default', () => assert.is(resolveLanguage('FR', ['TY', 'EN']), 'EN'));
r('without the default supported, the first supported', () => assert.is(resolveLanguage('FR', ['TY', 'CN']), 'TY'));
r('nothing requested gives the default', () => assert.is(resolveLanguage(null, ['TY', 'EN']), 'EN'));
r.run();

const change = suite('setLanguage');
const dicts: Record<string, Record<string, string>> = {
  EN: { hello: 'Hello', only_en: 'English only', count: '{0} of {1}', days: 'Joined {0} days', days_one: 'Joined {0} day' },
  TY: { hello: 'Kumusta', days: '{0} araw nang miyembro' },
  AR: { hello: 'مرحبا', days: 'عضو منذ {0} يوم', days_one: 'عضو منذ يوم واحد', days_two: 'عضو منذ يومين', days_few: 'عضو منذ {0} أيام' },
  CN: { hello: '你好' },
  TW: { hello: '你好' },
  MY: { hello: 'မင်္ဂလာပါ' },
};
catalogue.fetch = async (code) => {
  if (!dicts[code]) throw new Error('404');
  return dicts[code]!;
};
change('switches labels, sets lang, persists, publishes once', async () => {
  setSupported(['TY', 'EN', 'AR']);
  const events: unknown[] = [];
  const off = on(EVENTS.language, (v) => events.push(v));
  await setLanguage('EN');
  await setLanguage('ty', { persist: true });
  assert.is(t('hello'), 'Kumusta');
  assert.is(document.documentElement.lang, 'fil', 'the BCP 47 tag (Filipino), not the platform code TY (Tahitian)');
  assert.is(document.documentElement.dir, 'ltr');
  assert.is(localStorage.getItem('language'), 'TY');
  assert.is(languageState.code, 'TY');
  await setLanguage('TY');
  assert.equal(
    events.filter((e) => e === 'TY'),
    ['TY'],
    'no event when nothing changed',
  );
  off();
});
change('a key missing in the active language falls back to EN', async () => {
  await setLanguage('TY');
  assert.is(t('only_en'), 'English only');
});
change('params fill {0}-style placeholders', async () => {
  await setLanguage('EN');
  assert.is(t('count', [3, 5]), '3 of 5');
});
change('right-to-left languages set dir=rtl', async () => {
  await setLanguage('AR');
  assert.is(document.documentElement.dir, 'rtl');
  await setLanguage('EN');
  assert.is(document.documentElement.dir, 'ltr');
});
change('a language whose catalogue is missing still switches, with EN labels', async () => {
  setSupported(['TY', 'EN', 'FR']);
  let language = '';
  const warned = await logged(async () => {
    language = await setLanguage('FR');
  });
  assert.is(language, 'FR');
  assert.equal(
    warned.map((l) => l.split(' Error')[0]),
    ['[i18n] catalogue FR unavailable; showing EN labels'],
  );
  assert.is(document.documentElement.lang, 'fr');
  assert.is(t('hello'), 'Hello');
});
change('<html lang> is the BCP 47 tag of every language, the platform code stays the state', async () => {
  setSupported(['TY', 'EN', 'AR', 'CN', 'TW', 'MY']);
  for (const [code, tag] of [
    ['CN', 'zh-Hans'],
    ['TW', 'zh-Hant'],
    ['MY', 'my'],
    ['AR', 'ar'],
    ['EN', 'en'],
  ] as const) {
    await setLanguage(code);
    assert.is(document.documentElement.lang, tag, code);
    assert.is(languageState.code, code);
  }
});
change("a count picks the language's plural form, else the general label, else EN's", async () => {
  setSupported(['TY', 'EN', 'AR', 'CN']);
  await setLanguage('EN');
  assert.is(t('days', [1], 1), 'Joined 1 day');
  assert.is(t('days', [0], 0), 'Joined 0 days');
  assert.is(t('days', [21], 21), 'Joined 21 days', 'English: 21 is "other"');
  assert.is(t('days', [1]), 'Joined 1 days', 'no count, no plural form');
  await setLanguage('AR');
  assert.equal(
    [0, 1, 2, 3, 11, 100].map((n) => t('days', [n], n)),
    ['عضو منذ 0 يوم', 'عضو منذ يوم واحد', 'عضو منذ يومين', 'عضو منذ 3 أيام', 'عضو منذ 11 يوم', 'عضو منذ 100 يوم'],
  );
  await setLanguage('TY');
  assert.is(t('days', [1], 1), '1 araw nang miyembro', "TY has no form of its own: its general label, not EN's");
  await setLanguage('CN');
  assert.is(t('days', [1], 1), 'Joined 1 day', "missing in CN: EN's form for the count");
});
change('an unsupported language resolves to a supported one', async () => {
  setSupported(['TY', 'EN']);
  assert.is(await setLanguage('AR'), 'EN');
});
change.before.each(() => setupDom());
change.after(async () => {
  await teardownDom();
});
change.run();
