// Label catalogues: each language is a folder of JSON files by area (static/i18n/<lang>/*.json), merged
// into one catalogue per language for the browser (dist/i18n/<lang>.json). A key defined twice is an error.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schema-set.mjs';

export const i18nDir = join(root, 'static/i18n');

/** Language codes that have a catalogue folder. */
export function languages() {
  return readdirSync(i18nDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name.toUpperCase())
    .sort();
}

/**
 * One language's merged catalogue.
 * @param {string} lang
 * @returns {Record<string, string>}
 */
export function readCatalogue(lang) {
  const dir = join(i18nDir, lang.toLowerCase());
  if (!existsSync(dir)) return {};
  const merged = {};
  const owner = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const part = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    for (const [key, text] of Object.entries(part)) {
      if (Object.hasOwn(merged, key))
        throw new Error(`label "${key}" is defined in both ${lang.toLowerCase()}/${owner[key]} and ${lang.toLowerCase()}/${file}`);
      merged[key] = text;
      owner[key] = file;
    }
  }
  return merged;
}
