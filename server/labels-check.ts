// The check before label overrides are published (and the studio's check while staff edit them): a language
// that has a shipped catalogue, an object of non-empty texts, keys of the catalogue's key pattern (the screen
// schema's labelKey), and in each text the same placeholders ({0}, {name}) as the shipped text of that key;
// for EN, the published screens must still find every label they use.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, readCatalogue } from '../scripts/catalogue.mjs';
import { root } from '../scripts/schema-set.mjs';
import type { Problem } from '../engine/screens/describe.ts';
import { PublishRefused, type ScreenFile } from './screen-store/store.ts';
import type { PublishCheck } from './screen-store/file-store.ts';
import { checkScreens } from '../scripts/check-screens.ts';
import { parseOverrides } from '../studio/labels-text.ts';

const problemKey = (p: Problem) => `${p.file}|${p.pointer}|${p.message}`;

/** The label key pattern, from the one place screens take it. */
const KEY = new RegExp(JSON.parse(readFileSync(join(root, 'schema/defs.schema.json'), 'utf8')).$defs.labelKey.pattern);
const PLACEHOLDER = /\{(\w+)\}/g;

/** The distinct placeholders of a text, sorted ("{0}", "{name}"). */
export const placeholders = (text: string): string[] => [...new Set(text.match(PLACEHOLDER) ?? [])].sort();

/** The language an overrides document is for (EN for en.json), or null when no catalogue has that name. */
export function languageOf(file: string): string | null {
  const lang = /^([a-z]{2,3})\.json$/.exec(file)?.[1]?.toUpperCase();
  return lang && languages().includes(lang) ? lang : null;
}

const pointer = (key: string) => `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;

/** Every problem of an overrides document `file` with text `source`, each with its line when the key is found. */
export function labelProblems(file: string, source: string): Problem[] {
  const lang = languageOf(file);
  if (!lang)
    return [
      {
        file,
        pointer: '',
        message: `"${file}" is not a language with a label catalogue`,
        expected: languages()
          .map((l) => `${l.toLowerCase()}.json`)
          .join(', '),
        found: file,
      },
    ];
  let doc: unknown;
  try {
    doc = JSON.parse(source);
  } catch (err) {
    return [{ file, pointer: '', message: `not valid JSON (${(err as Error).message})`, line: 1, column: 1 }];
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    return [{ file, pointer: '', message: 'the labels must be one object of key and text', expected: 'an object', found: typeof doc }];
  const shipped = readCatalogue(lang);
  const en = lang === 'EN' ? shipped : readCatalogue('EN');
  const lines = source.split('\n');
  const problems: Problem[] = [];
  for (const [key, text] of Object.entries(doc)) {
    const line = lines.findIndex((l) => l.trimStart().startsWith(`${JSON.stringify(key)}:`)) + 1;
    const at = { file, pointer: pointer(key), ...(line ? { line, column: lines[line - 1]!.indexOf('"') + 1 } : {}) };
    if (!KEY.test(key)) {
      problems.push({
        ...at,
        message: `"${key}" is not a label key`,
        expected: 'a letter, then letters, digits, "_", "." or "-"',
        found: key,
      });
      continue;
    }
    if (typeof text !== 'string' || !text.trim()) {
      problems.push({ ...at, message: `the text of "${key}" is empty or not text`, expected: 'a text', found: JSON.stringify(text) });
      continue;
    }
    const original = Object.hasOwn(shipped, key) ? shipped[key] : Object.hasOwn(en, key) ? en[key] : undefined;
    if (original === undefined) continue;
    const want = placeholders(original);
    const have = placeholders(text);
    if (want.join() !== have.join())
      problems.push({
        ...at,
        message: `the text of "${key}" must keep the shipped text's placeholders`,
        expected: want.length ? want.join(' ') : 'no placeholders',
        found: have.length ? have.join(' ') : 'none',
        hint: `The shipped text is "${original}".`,
      });
  }
  return problems;
}

/** The publish check of the label store: refused with the problems listed. */
export function refuseLabelProblems(_published: unknown, file: string, source: string): void {
  const problems = labelProblems(file, source);
  const n = problems.length;
  if (n) throw new PublishRefused(file, `Not published: ${n} problem${n === 1 ? '' : 's'} to fix first.`, problems);
}

/**
 * The label store's publish check: the label check, and for EN also the published screens with the new texts,
 * so overrides that drop a key a screen uses (one that only an override had) are refused, naming the screen.
 * `screens` are the published screens; `current` the EN labels screens are checked with now.
 */
export function labelPublishCheck(screens: () => Promise<ScreenFile[]>, current: () => Promise<Record<string, string>>): PublishCheck {
  return async (published, file, source) => {
    refuseLabelProblems(published, file, source);
    if (file !== 'en.json') return;
    const files = await screens();
    const found = checkScreens(files, { ...readCatalogue('EN'), ...parseOverrides(source) });
    // What the screens had before these texts is only worth checking when they have problems now (seldom).
    const before = found.length ? new Set(checkScreens(files, await current()).map(problemKey)) : new Set<string>();
    const after = found.filter((p) => !before.has(problemKey(p)));
    const n = after.length;
    if (n)
      throw new PublishRefused(
        file,
        `Not published: ${n} problem${n === 1 ? '' : 's'} in published screens, which use labels these texts remove.`,
        [],
        after,
      );
  };
}
