// Label catalogues other than EN: no stray keys, non-empty string values, the same placeholders as EN,
// and complete coverage for the languages the product ships complete (TY, CN, VI, TH, AR).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { languages, readCatalogue } from '../../../scripts/catalogue.mjs';

/** Languages whose catalogue must have every EN key; the others may fall back per key to EN. */
const COMPLETE = ['TY', 'CN', 'VI', 'TH', 'AR'];

/** The placeholders of a label ({0}, {1}, {name} ...), sorted and without repeats. */
function placeholders(text: string): string[] {
  return [...new Set(text.match(/\{[^{}\s]+\}/g) ?? [])].sort();
}

/** Problems of one language's catalogue measured against EN, one line each; empty when it is fine. */
function checkCatalogue(lang: string, labels: Record<string, unknown>, en: Record<string, string>, complete: boolean): string[] {
  const problems: string[] = [];
  for (const [key, text] of Object.entries(labels)) {
    if (!Object.hasOwn(en, key)) { problems.push(`${lang}: "${key}" is not an EN key`); continue; }
    if (typeof text !== 'string' || !text.trim()) { problems.push(`${lang}: "${key}" is empty or not a string`); continue; }
    const want = placeholders(en[key]!).join(' '), got = placeholders(text).join(' ');
    if (want !== got) problems.push(`${lang}: "${key}" has placeholders [${got}], EN has [${want}]`);
  }
  if (complete) for (const key of Object.keys(en)) if (!Object.hasOwn(labels, key)) problems.push(`${lang}: "${key}" is missing`);
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
    'XX: "plain" is empty or not a string', 'XX: "hello" is empty or not a string', 'XX: "extra" is not an EN key',
  ]);
});
check('changed, lost or added placeholders are reported', () => {
  assert.equal(checkCatalogue('XX', { hello: 'Hola {nombre}', count: '{0}', plain: 'Cerrar {0}' }, miniEn, false), [
    'XX: "hello" has placeholders [{nombre}], EN has [{name}]',
    'XX: "count" has placeholders [{0}], EN has [{0} {1}]',
    'XX: "plain" has placeholders [{0}], EN has []',
  ]);
});
check('placeholders are compared as sets', () => {
  assert.equal(placeholders('{1} {0} {0} {name}'), ['{0}', '{1}', '{name}']);
  assert.equal(placeholders('no braces, { spaced } or {}'), []);
});
check.run();

const shipped = suite('shipped catalogues');
shipped('EN exists and every EN value is a non-empty string', () => {
  assert.ok(Object.keys(en).length > 0, 'EN catalogue is empty');
  assert.equal(Object.entries(en).filter(([, t]) => typeof t !== 'string' || !t.trim()).map(([k]) => k), []);
});
shipped('the complete languages have catalogue folders', () => {
  const have = languages();
  assert.equal(COMPLETE.filter((l) => !have.includes(l)), []);
});
for (const lang of others) {
  shipped(`${lang}: no stray keys, non-empty values, EN placeholders${COMPLETE.includes(lang) ? ', complete' : ''}`, () => {
    assert.equal(checkCatalogue(lang, readCatalogue(lang), en, COMPLETE.includes(lang)), []);
  });
}
shipped.run();
