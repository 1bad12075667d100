// Labels: rosetta with one JSON catalogue per language, fetched only for the active language.
// A language change resolves to a supported language, sets <html lang>, updates labels and publishes an event.
import rosetta from 'rosetta';
import { proxy } from 'valtio/vanilla';
import { emit, EVENTS } from './events.ts';
import { DEFAULT_LANGUAGE } from './constants.ts';

const STORAGE_KEY = 'language';
const RTL = new Set(['AR', 'FA', 'UR']);
const i18n = rosetta<Record<string, string>>();
const loaded = new Map<string, Promise<void>>();

/** The language state React subscribes to. */
export const languageState = proxy({ code: DEFAULT_LANGUAGE, supported: [DEFAULT_LANGUAGE] as string[], ready: 0 });

/** Where catalogues are fetched from; tests may replace it. */
export const catalogue = {
  fetch: async (code: string): Promise<Record<string, string>> => {
    const res = await fetch(`/i18n/${code.toLowerCase()}.json`);
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
  try { return localStorage.getItem(STORAGE_KEY); } catch { return null; }
}

function load(code: string): Promise<void> {
  let p = loaded.get(code);
  if (!p) {
    p = catalogue.fetch(code).then((dict) => { i18n.set(code, dict); }).catch((err) => { loaded.delete(code); throw err; });
    loaded.set(code, p);
  }
  return p;
}

/** Starts fetching a catalogue early (e.g. at boot, before site config says which languages exist). */
export function preload(code: string): void { load(code).catch(() => {}); }

/** Switches language: resolve, fetch its catalogue (and EN for fallbacks), set <html lang/dir>, persist, publish. */
export async function setLanguage(requested: string, opts: { persist?: boolean } = {}): Promise<string> {
  const code = resolveLanguage(requested, languageState.supported);
  // A language whose catalogue cannot load still switches: every label falls back to EN. Only when EN
  // itself is unavailable does the switch fail (the caller shows its retry).
  const [own, en] = await Promise.allSettled([load(code), load(DEFAULT_LANGUAGE)]);
  if (en.status === 'rejected' && (code === DEFAULT_LANGUAGE || own.status === 'rejected')) throw en.reason;
  if (own.status === 'rejected') console.error(`[i18n] catalogue ${code} unavailable; showing EN labels`, own.reason);
  i18n.locale(code);
  document.documentElement.lang = code.toLowerCase();
  document.documentElement.dir = RTL.has(code) ? 'rtl' : 'ltr';
  if (opts.persist) { try { localStorage.setItem(STORAGE_KEY, code); } catch { /* private mode */ } }
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

const LOCALES: Record<string, string> = {
  EN: 'en', CN: 'zh-CN', TW: 'zh-TW', JA: 'ja', TH: 'th', VI: 'vi', MY: 'my', ES: 'es', HI: 'hi', ID: 'id', KM: 'km', KO: 'ko',
  MS: 'ms', PT: 'pt', TA: 'ta', TL: 'fil', TY: 'fil', UR: 'ur', TR: 'tr', BN: 'bn', AR: 'ar', FA: 'fa', RU: 'ru', LO: 'lo', NE: 'ne', FR: 'fr',
};

/** The BCP 47 locale for Intl formatting of a label-catalogue language code. */
export function localeOf(code: string): string { return LOCALES[code.toUpperCase()] ?? 'en'; }

/** A number with fixed decimals, grouped the active language's way (balances use 2). */
export function formatNumber(value: number, decimals = 2, code = languageState.code): string {
  const n = Number.isFinite(value) ? value : 0;
  return new Intl.NumberFormat(localeOf(code), { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(n);
}

/** Translates a key in the active language, falling back to EN, then (in development only) to the key itself. */
export function t(key: string, params?: Record<string, unknown> | unknown[]): string {
  const vars = Array.isArray(params) ? Object.fromEntries(params.map((v, i) => [i, v])) : params;
  const text = i18n.t(key, vars as Record<string, unknown>) || i18n.t(key, vars as Record<string, unknown>, DEFAULT_LANGUAGE);
  if (text) return text.replace(/\{(\w+)\}/g, (m, k) => (vars && k in vars ? String(vars[k]) : m));
  if (process.env.NODE_ENV !== 'production') console.warn(`[i18n] missing label "${key}"`);
  return process.env.NODE_ENV === 'production' ? '' : key;
}
