// Label catalogues other than EN: no stray keys, non-empty string values, the same placeholders as EN,
// and complete coverage for the languages the product ships complete (TY, CN, VI, TH, AR).
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { languages, readCatalogue } from '../../../scripts/catalogue.mjs';
import { PLURAL_FORM_KEY, localeOf } from '../../../engine/i18n.ts';

/** Languages whose catalogue must have every EN key; the others may fall back per key to EN. */
const COMPLETE = ['TY', 'CN', 'VI', 'TH', 'AR'];

/** The placeholders of a label ({0}, {1}, {name} ...), sorted and without repeats. */
function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{[^{}\s]+\}/g) ?? [])].sort();
}

/**
 * The label a plural form (`<key>_one`, ...) belongs to, and whether its language uses that form. A label with
 * plural forms has a count placeholder (so fb_type_other, "Other", is a label of its own).
 */
function pluralOf(lang: string, key: string, en: Record<string, string>): { base: string; used: boolean } | null {
  const m = PLURAL_FORM_KEY.exec(key);
  if (!m || !Object.hasOwn(en, m[1]!) || placeholders(en[m[1]!]!).length === 0) return null;
  const categories = new Intl.PluralRules(localeOf(lang)).resolvedOptions().pluralCategories as string[];
  return { base: m[1]!, used: categories.includes(m[2]!) };
}

/**
 * Problems of one language's catalogue measured against EN, one line each; empty when it is fine. Plural forms
 * (`<key>_one`, `_few`, ...) belong to an EN key, exist only for categories the language has, are never required,
 * and may leave out placeholders the form implies ("one day").
 */
function checkCatalogue(lang: string, labels: Record<string, unknown>, en: Record<string, string>, complete: boolean): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(labels)) {
    const plural = pluralOf(lang, key, en);
    if (!Object.hasOwn(en, key) && !plural) {
      problems.push(`${lang}: "${key}" is not an EN key`);
      continue;
    }
    if (typeof text !== 'string' || !text.trim()) {
      problems.push(`${lang}: "${key}" is empty or not a string`);
      continue;
    }
    if (plural && !plural.used) {
      problems.push(`${lang}: "${key}" is a plural form the language does not use`);
      continue;
    }
    const want = placeholders(en[plural?.base ?? key]!),
      got = placeholders(text);
    if (plural ? got.some((p) => !want.includes(p)) : want.join(' ') !== got.join(' '))
      problems.push(`${lang}: "${key}" has placeholders [${got.join(' ')}], EN has [${want.join(' ')}]`);
  }
  if (complete)
    for (const key of Object.keys(en))
      if (!Object.hasOwn(labels, key) && !pluralOf(lang, key, en)) problems.push(`${lang}: "${key}" is missing`);
  return problems;
}

const en = readCatalogue('EN');
const others = [...new Set([...languages(), ...COMPLETE])].filter((l) => l !== 'EN').sort();

const check = suite('checkCatalogue (in-memory)');
const miniEn = { hello: 'Hello {name}', count: '{0} of {1}', plain: 'Close' };
check('a complete, matching catalogue has no problems', () => {
  assert.equal(checkCatalogue('XX', { hello: 'Hola {name}', count: '{1} / {0}', plain: 'Cerrar' }, miniEn, true), []);
});
check('a missing key is reported only for complete languages', () => {
  const partial = { hello: 'Hola {name}', plain: 'Cerrar' };
  assert.equal(checkCatalogue('XX', partial, miniEn, true), ['XX: "count" is missing']);
  assert.equal(checkCatalogue('XX', partial, miniEn, false), []);
});
check('stray keys, empty values and non-strings are reported', () => {
  assert.equal(checkCatalogue('XX', { plain: ' ', hello: 42, extra: 'x' }, miniEn, false), [
    'XX: "plain" is empty or not a string',
    'XX: "hello" is empty or not a string',
    'XX: "extra" is not an EN key',
  ]);
});
check('changed, lost or added placeholders are reported', () => {
  assert.equal(checkCatalogue('XX', { hello: 'Hola {nombre}', count: '{0}', plain: 'Cerrar {0}' }, miniEn, false), [
    'XX: "hello" has placeholders [{nombre}], EN has [{name}]',
    'XX: "count" has placeholders [{0}], EN has [{0} {1}]',
    'XX: "plain" has placeholders [{0}], EN has []',
  ]);
});
check('plural forms: only of EN keys, only categories the language has, never required, placeholders may be implied', () => {
  const en = { ...miniEn, days: '{0} days', days_one: '{0} day' };
  assert.equal(checkCatalogue('AR', { days: '{0} يوم', days_two: 'يومين', days_few: '{0} أيام' }, en, false), []);
  assert.equal(checkCatalogue('CN', { days_one: '{0} 天', days_few: 'x', nope_one: 'x' }, en, false), [
    'CN: "days_one" is a plural form the language does not use',
    'CN: "days_few" is a plural form the language does not use',
    'CN: "nope_one" is not an EN key',
  ]);
  assert.equal(
    checkCatalogue('XX', { hello: 'Hola {name}', count: '{0} of {1}', plain: 'Cerrar', days: '{0} d' }, en, true),
    [],
    'days_one is not required',
  );
  assert.equal(checkCatalogue('AR', { days_one: '{1} يوم' }, en, false), ['AR: "days_one" has placeholders [{1}], EN has [{0}]']);
});
check('EN plural forms are categories English has', () => {
  assert.equal(
    Object.keys(en).filter((k) => PLURAL_FORM_KEY.test(k) && pluralOf('EN', k, en)?.used === false),
    [],
  );
});
check('placeholders are compared as sets', () => {
  assert.equal(placeholders('{1} {0} {0} {name}'), ['{0}', '{1}', '{name}']);
  assert.equal(placeholders('no braces, { spaced } or {}'), []);
});
check.run();

const shipped = suite('shipped catalogues');
shipped('EN exists and every EN value is a non-empty string', () => {
  assert.ok(Object.keys(en).length > 0, 'EN catalogue is empty');
  assert.equal(
    Object.entries(en)
      .filter(([, t]) => typeof t !== 'string' || !t.trim())
      .map(([k]) => k),
    [],
  );
});
shipped('the complete languages have catalogue folders', () => {
  const have = languages();
  assert.equal(
    COMPLETE.filter((l) => !have.includes(l)),
    [],
  );
});
for (const lang of others) {
  shipped(`${lang}: no stray keys, non-empty values, EN placeholders${COMPLETE.includes(lang) ? ', complete' : ''}`, () => {
    assert.equal(checkCatalogue(lang, readCatalogue(lang), en, COMPLETE.includes(lang)), []);
  });
}
shipped.run();
