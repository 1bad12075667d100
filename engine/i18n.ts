// Labels: rosetta with one JSON catalogue per language, fetched only for the active language.
// A language change resolves to a supported language, sets <html lang>, updates labels and publishes an event.
import rosetta from 'rosetta';
import { proxy } from 'valtio/vanilla';
import { emit, EVENTS } from './events.ts';
import { DEFAULT_LANGUAGE } from './constants.ts';
import { languageFacts } from './languages.ts';
import { previewRequest } from './preview-id.ts';

const STORAGE_KEY = 'language';
const i18n = rosetta<Record<string, string>>();
const loaded = new Map<string, Promise<void>>();

/** The language state React subscribes to. */
export const languageState = proxy({ code: DEFAULT_LANGUAGE, supported: [DEFAULT_LANGUAGE] as string[], ready: 0 });

/** Where catalogues are fetched from; tests may replace it. */
export const catalogue = {
  fetch: async (code: string): Promise<Record<string, string>> => {
    // The page names the label texts it was made with (server/labels.ts labelsTag): no cache pairs it with older ones.
    const tag = typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="labels"]')?.content;
    const r = previewRequest(`/i18n/${code.toLowerCase()}.json${tag ? `?v=${encodeURIComponent(tag)}` : ''}`);
    const res = await fetch(r.url, { headers: r.headers });
    if (!res.ok) throw new Error(`catalogue ${code}: HTTP ${res.status}`);
    return res.json();
  },
};

/** Picks the language to use: the request if supported, else the default if supported, else the first supported. */
export function resolveLanguage(requested: string | null | undefined, supported: readonly string[], fallback = DEFAULT_LANGUAGE): string {
  const wanted = requested?.toUpperCase();
  if (wanted && supported.includes(wanted)) return wanted;
  if (supported.includes(fallback)) return fallback;
  return supported[0] ?? fallback;
}

/** The stored preference, if any. */
export function storedLanguage(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function load(code: string): Promise<void> {
  let p = loaded.get(code);
  if (!p) {
    p = catalogue
      .fetch(code)
      .then((dict) => {
        i18n.set(code, dict);
      })
      .catch((err) => {
        loaded.delete(code);
        throw err;
      });
    loaded.set(code, p);
  }
  return p;
}

/** Forgets the fetched catalogues, so the next switch fetches them again (the server render, once labels are published). */
export function forgetCatalogues(): void {
  loaded.clear();
}

/** Starts fetching a catalogue early (e.g. at boot, before site config says which languages exist). */
export function preload(code: string): void {
  load(code).catch(() => {});
}

/** Switches language: resolve, fetch its catalogue (and EN for fallbacks), set <html lang/dir>, persist, publish. */
export async function setLanguage(requested: string, opts: { persist?: boolean } = {}): Promise<string> {
  const code = resolveLanguage(requested, languageState.supported);
  // A language whose catalogue cannot load still switches: every label falls back to EN. Only when EN
  // itself is unavailable does the switch fail (the caller shows its retry).
  const [own, en] = await Promise.allSettled([load(code), load(DEFAULT_LANGUAGE)]);
  if (en.status === 'rejected' && (code === DEFAULT_LANGUAGE || own.status === 'rejected')) throw en.reason;
  if (own.status === 'rejected') console.error(`[i18n] catalogue ${code} unavailable; showing EN labels`, own.reason);
  i18n.locale(code);
  // The page says the language's BCP 47 tag (TY is Filipino, not Tahitian); the platform code stays for the API.
  const facts = languageFacts(code);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = facts.tag;
    document.documentElement.dir = facts.dir;
  }
  if (opts.persist) {
    try {
      localStorage.setItem(STORAGE_KEY, code);
    } catch {
      /* private mode */
    }
  }
  const changed = languageState.code !== code;
  languageState.code = code;
  languageState.ready++;
  if (changed) emit(EVENTS.language, code);
  return code;
}

/** Sets the supported languages (from site config). */
export function setSupported(codes: readonly string[]): void {
  languageState.supported = codes.length ? codes.map((c) => c.toUpperCase()) : [DEFAULT_LANGUAGE];
}

/** The BCP 47 locale for Intl formatting of a label-catalogue language code. */
export function localeOf(code: string): string {
  return languageFacts(code).locale;
}

/** A catalogue key of one plural form: `<key>_<category>` (the plain `<key>` is the general form). */
export const PLURAL_FORM_KEY = /^(.+)_(zero|one|two|few|many|other)$/;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The plural category of a count in a language (zero, one, two, few, many or other), by Intl.PluralRules. */
export function pluralCategory(count: number, code = languageState.code): Intl.LDMLPluralRule {
  const locale = localeOf(code);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

// Making an Intl.NumberFormat costs far more than formatting with one (a list of winners formats dozens of
// amounts in one render), so each locale and decimals pair gets one, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number with fixed decimals, grouped the active language's way (balances use 2). */
export function formatNumber(value: number, decimals = 2, code = languageState.code): string {
  const n = Number.isFinite(value) ? value : 0;
  const locale = localeOf(code);
  const key = `${locale}|${decimals}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    numberFormats.set(key, format);
  }
  return format.format(n);
}

/** A label in one language (the active one when `code` is left out); '' when that catalogue lacks it. */
function label(key: string, vars: Record<string, unknown> | undefined, code?: string): string {
  return i18n.t(key, vars as Record<string, unknown>, code);
}

/** The label for a count: `<key>_<category>` (e.g. member_joined_days_one), else `<key>` as the general form. */
function countLabel(key: string, count: number, vars: Record<string, unknown> | undefined, code: string): string {
  return label(`${key}_${pluralCategory(count, code)}`, vars, code) || label(key, vars, code);
}

/**
 * Translates a key in the active language, falling back to EN, then (in development only) to the key itself.
 * With a `count`, the language's plural form for it is used (catalogue keys `<key>_one`, `<key>_few`, ...).
 */
export function t(key: string, params?: Record<string, unknown> | unknown[], count?: number): string {
  const vars = Array.isArray(params) ? Object.fromEntries(params.map((v, i) => [i, v])) : params;
  const text =
    count === undefined
      ? label(key, vars) || label(key, vars, DEFAULT_LANGUAGE)
      : countLabel(key, count, vars, languageState.code) || countLabel(key, count, vars, DEFAULT_LANGUAGE);
  if (text) return text.replace(/\{(\w+)\}/g, (m, k) => (vars && k in vars ? String(vars[k]) : m));
  if (process.env.NODE_ENV !== 'production') console.warn(`[i18n] missing label "${key}"`);
  return process.env.NODE_ENV === 'production' ? '' : key;
}
