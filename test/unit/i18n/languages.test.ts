// The table of language facts (engine/languages.ts): every catalogue code has a valid BCP 47 tag, an Intl locale
// this runtime knows, a direction and a flag country; the codes that are not tags map to the right language.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { LANGUAGES, languageFacts } from '../../../engine/languages.ts';
import { languages } from '../../../scripts/catalogue.mjs';

const s = suite('languageFacts');
/** The catalogue codes the product supports, plus the shipped catalogue folders. */
const CODES = [
  'EN',
  'TY',
  'CN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'MS',
  'PT',
  'TA',
  'TW',
  'TL',
  'UR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'LO',
  'NE',
  'FR',
];

s('every catalogue code of the spec and every shipped catalogue has a row', () => {
  assert.equal(
    [...new Set([...CODES, ...languages()])].filter((c) => !LANGUAGES.has(c)),
    [],
  );
});
s('tags are canonical BCP 47; locales are known to Intl', () => {
  for (const f of LANGUAGES.values()) {
    assert.is(Intl.getCanonicalLocales(f.tag)[0], f.tag, f.code);
    assert.is(Intl.PluralRules.supportedLocalesOf(f.locale).length, 1, `${f.code}: ${f.locale}`);
    assert.match(f.flag, /^[A-Z]{2}$/, f.code);
  }
});
s('platform codes that are not language tags map to the language they mean', () => {
  assert.equal(
    ['TY', 'CN', 'TW', 'MY', 'MS', 'KM', 'VI', 'TH', 'AR', 'EN'].map((c) => languageFacts(c).tag),
    ['fil', 'zh-Hans', 'zh-Hant', 'my', 'ms', 'km', 'vi', 'th', 'ar', 'en'],
  );
});
s('AR, FA and UR are right to left; the rest left to right', () => {
  assert.equal(
    [...LANGUAGES.values()]
      .filter((f) => f.dir === 'rtl')
      .map((f) => f.code)
      .sort(),
    ['AR', 'FA', 'UR'],
  );
});
s('case does not matter; an unknown code says "language unknown" and formats as English', () => {
  assert.is(languageFacts('ty').tag, 'fil');
  assert.equal(languageFacts('ZZ'), { code: 'ZZ', tag: '', locale: 'en', dir: 'ltr', flag: '' });
});
s.run();
