// The one table of language facts: for each platform language code (what the API and the catalogues use),
// its BCP 47 tag (what <html lang> and lang attributes say), the locale Intl formats and picks plurals with,
// the text direction and the country whose flag stands for it. Plain data, no React, shared by the engine,
// widgets and the server.

/** Facts about one platform language code. */
export interface LanguageFacts {
  /** The platform's code, e.g. TY (sent to the API as X-Language, names the catalogue). */
  code: string;
  /** BCP 47 tag for lang attributes (screen readers, hyphenation, fonts). */
  tag: string;
  /** Locale for Intl (numbers, plural rules). */
  locale: string;
  dir: 'ltr' | 'rtl';
  /** ISO 3166 country code of the flag shown for it. */
  flag: string;
}

// [code, tag, locale, dir, flag]. TY and TL are Filipino (BCP 47 canonicalises tl to fil); CN and TW are
// Chinese in simplified and traditional script; MY is Burmese (Myanmar) and MS Malay.
const ROWS: ReadonlyArray<readonly [string, string, string, 'ltr' | 'rtl', string]> = [
  ['EN', 'en', 'en', 'ltr', 'GB'],
  ['TY', 'fil', 'fil-PH', 'ltr', 'PH'],
  ['TL', 'fil', 'fil-PH', 'ltr', 'PH'],
  ['CN', 'zh-Hans', 'zh-CN', 'ltr', 'CN'],
  ['TW', 'zh-Hant', 'zh-TW', 'ltr', 'TW'],
  ['JA', 'ja', 'ja', 'ltr', 'JP'],
  ['KO', 'ko', 'ko', 'ltr', 'KR'],
  ['TH', 'th', 'th', 'ltr', 'TH'],
  ['VI', 'vi', 'vi', 'ltr', 'VN'],
  ['MY', 'my', 'my', 'ltr', 'MM'],
  ['MS', 'ms', 'ms', 'ltr', 'MY'],
  ['ID', 'id', 'id', 'ltr', 'ID'],
  ['KM', 'km', 'km', 'ltr', 'KH'],
  ['LO', 'lo', 'lo', 'ltr', 'LA'],
  ['HI', 'hi', 'hi', 'ltr', 'IN'],
  ['TA', 'ta', 'ta', 'ltr', 'IN'],
  ['BN', 'bn', 'bn', 'ltr', 'BD'],
  ['NE', 'ne', 'ne', 'ltr', 'NP'],
  ['UR', 'ur', 'ur', 'rtl', 'PK'],
  ['AR', 'ar', 'ar', 'rtl', 'SA'],
  ['FA', 'fa', 'fa', 'rtl', 'IR'],
  ['TR', 'tr', 'tr', 'ltr', 'TR'],
  ['RU', 'ru', 'ru', 'ltr', 'RU'],
  ['ES', 'es', 'es', 'ltr', 'ES'],
  ['PT', 'pt', 'pt', 'ltr', 'PT'],
  ['FR', 'fr', 'fr', 'ltr', 'FR'],
];

/** Every known language by platform code. */
export const LANGUAGES: ReadonlyMap<string, LanguageFacts> = new Map(
  ROWS.map(([code, tag, locale, dir, flag]) => [code, { code, tag, locale, dir, flag }]),
);

/**
 * The facts of a platform code. An unknown code gets an empty tag (HTML's "language unknown": its letters could
 * name another language, as TY names Tahitian), English formatting, LTR and no flag.
 */
export function languageFacts(code: string): LanguageFacts {
  const upper = code.toUpperCase();
  return LANGUAGES.get(upper) ?? { code: upper, tag: '', locale: 'en', dir: 'ltr', flag: '' };
}
