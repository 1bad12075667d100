import { setupDom, teardownDom } from '../helpers/dom.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { resolveLanguage, setLanguage, setSupported, t, catalogue, languageState } from '../../engine/i18n.ts';
import { on, EVENTS } from '../../engine/events.ts';

const r = suite('resolveLanguage');
r('a supported request wins, case-insensitively', () => assert.is(resolveLanguage('ty', ['TY', 'EN']), 'TY'));
r('an unsupported request falls back to the default', () => assert.is(resolveLanguage('FR', ['TY', 'EN']), 'EN'));
r('without the default supported, the first supported', () => assert.is(resolveLanguage('FR', ['TY', 'CN']), 'TY'));
r('nothing requested gives the default', () => assert.is(resolveLanguage(null, ['TY', 'EN']), 'EN'));
r.run();

const change = suite('setLanguage');
const dicts: Record<string, Record<string, string>> = {
  EN: { hello: 'Hello', only_en: 'English only', count: '{0} of {1}' },
  TY: { hello: 'Kumusta' },
  AR: { hello: 'مرحبا' },
};
catalogue.fetch = async (code) => { if (!dicts[code]) throw new Error('404'); return dicts[code]!; };
change('switches labels, sets lang, persists, publishes once', async () => {
  setSupported(['TY', 'EN', 'AR']);
  const events: unknown[] = [];
  const off = on(EVENTS.language, (v) => events.push(v));
  await setLanguage('EN');
  await setLanguage('ty', { persist: true });
  assert.is(t('hello'), 'Kumusta');
  assert.is(document.documentElement.lang, 'ty');
  assert.is(document.documentElement.dir, 'ltr');
  assert.is(localStorage.getItem('language'), 'TY');
  assert.is(languageState.code, 'TY');
  await setLanguage('TY');
  assert.equal(events.filter((e) => e === 'TY'), ['TY'], 'no event when nothing changed');
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
  assert.is(await setLanguage('FR'), 'FR');
  assert.is(document.documentElement.lang, 'fr');
  assert.is(t('hello'), 'Hello');
});
change('an unsupported language resolves to a supported one', async () => {
  setSupported(['TY', 'EN']);
  assert.is(await setLanguage('AR'), 'EN');
});
change.before.each(() => setupDom());
change.after(async () => { await teardownDom(); });
change.run();
