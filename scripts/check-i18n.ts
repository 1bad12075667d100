// `npm run check:i18n`: label keys used in code or screens but missing from EN (fails), keys in EN that
// nothing uses (reported), and per-language coverage against EN.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, extname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { languages, readCatalogue } from './catalogue.mjs';
import { root, createAjv, BASE } from './schema-set.mjs';

const CODE_DIRS = ['engine', 'widgets'];
// t('key'), t("key"), and label-ish props in JSX or objects: labelKey: 'x', textKey="x".
const CALL = /\bt\(\s*['"]([A-Za-z][\w.-]*)['"]/g;
const PROP = /\b(?:label|title|text|message|hint|placeholder)Key\s*[:=]\s*['"{]*['"]([A-Za-z][\w.-]*)['"]/g;

function files(dir: string, exts: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? files(p, exts) : exts.includes(extname(p)) ? [p] : [];
  });
}

/** Every label key the code and the screens use, with one place each is used. */
export function usedKeys(): Map<string, string> {
  const used = new Map<string, string>();
  for (const file of CODE_DIRS.flatMap((d) => files(join(root, d), ['.ts', '.tsx']))) {
    const src = readFileSync(file, 'utf8');
    for (const re of [CALL, PROP]) for (const m of src.matchAll(re)) if (!used.has(m[1]!)) used.set(m[1]!, file.slice(root.length + 1));
  }
  // In screens, label keys are exactly the values the schemas mark with x-label: collect them while validating.
  let current = '';
  const ajv = createAjv({
    deep: true,
    labelCheck: (v: unknown) => {
      if (typeof v === 'string' && !used.has(v)) used.set(v, `screens/${current}`);
      return true;
    },
  });
  for (const file of readdirSync(join(root, 'screens')).filter((f) => f.endsWith('.json'))) {
    current = file;
    ajv.getSchema(BASE + (file === 'app.json' ? 'app.schema.json' : 'screen.schema.json'))!(
      JSON.parse(readFileSync(join(root, 'screens', file), 'utf8')),
    );
  }
  return used;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const en = readCatalogue('EN');
  const used = usedKeys();
  // A key may exist only as a label text published in the studio (labels/en.json): that one is not missing.
  const publishedFile = join(root, 'labels', 'en.json');
  const published = existsSync(publishedFile) ? JSON.parse(readFileSync(publishedFile, 'utf8')) : {};
  const missing = [...used].filter(([k]) => !Object.hasOwn(en, k) && !Object.hasOwn(published, k));
  const unused = Object.keys(en).filter((k) => !used.has(k));
  for (const [k, where] of missing) console.log(`missing from EN: "${k}" (used in ${where})`);
  console.log(
    `\n${Object.keys(en).length} EN labels, ${used.size} keys used, ${missing.length} missing from EN, ${unused.length} not found in code or screens (may be built dynamically)`,
  );
  for (const lang of languages().filter((l) => l !== 'EN')) {
    const cat = readCatalogue(lang);
    const have = Object.keys(en).filter((k) => Object.hasOwn(cat, k)).length;
    console.log(
      `${lang}: ${have}/${Object.keys(en).length} (${((have / Object.keys(en).length) * 100).toFixed(0)}%), the rest fall back to EN`,
    );
  }
  process.exit(missing.length ? 1 : 0);
}
