// Derives everything that follows from schema/: the editor-facing union files, the platform API's types and bundled
// schema (schema/api/gen-types.mjs), the ajv validators compiled to standalone code (no eval at run time), the
// TypeScript types and the widget registry. The one generator entry (`npm run gen`; the build runs it).
// Usage: node scripts/gen.mjs [--check]   (--check fails when committed generated files are stale)
import { mkdirSync, writeFileSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { compile } from 'json-schema-to-typescript';
import { createHash } from 'node:crypto';
import { root, schemaDir, BASE, readJson, widgetTypes, widgetUnion, flagEnum, createAjv } from './schema-set.mjs';
import { apiOutputs } from '../schema/api/gen-types.mjs';
import { fingerprint } from '../engine/screens/fingerprint.js';
import { visitorMaySee, walkWidgets, widgetTypesOf } from '../engine/screens/tree.js';

const check = process.argv.includes('--check');
const out = join(root, 'generated');
// A schema without its widget file (work in progress) is left out of the build, with a warning;
// --check (run by the tests) fails on it.
const missing = widgetTypes().filter((t) => !existsSync(join(root, 'widgets', `${t}.tsx`)));
const types = widgetTypes().filter((t) => !missing.includes(t));
if (missing.length && !check) console.warn(`gen: skipping ${missing.join(', ')} (schema/widgets/<type>.json without widgets/<type>.tsx)`);
const json = (v) => `${JSON.stringify(v, null, 2)}\n`;

// 1. Committed files: the schema files editors read through each screen's "$schema", and the platform API's types
// and bundled schema (engine/api/types.gen.ts, engine/api/schemas.gen.json) the client and step 2c use.
const committed = [
  [join(schemaDir, 'flags.gen.json'), json(flagEnum())],
  [join(schemaDir, 'widget.gen.json'), json(widgetUnion(types, true))],
  ...(await apiOutputs()),
];
const stale = [];
for (const [file, text] of committed) {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
  if (current !== text) {
    if (check) stale.push(relative(root, file));
    else writeFileSync(file, text);
  }
}
if (check) for (const t of missing) stale.push(`widgets/${t}.tsx (schema/widgets/${t}.json has no widget)`);
if (stale.length) {
  console.error(`Out of date or missing: ${stale.join(', ')}. Run: node scripts/gen.mjs`);
  process.exit(1);
}
if (check) process.exit(0);

// 2. Standalone validators for the browser: one module for the screen shape and app.json (shared
// definitions compiled once), and one per widget for its props (it travels in the widget's own chunk).
// The browser needs a verdict and the first error; check:screens reports every error with full names.
mkdirSync(join(out, 'validators'), { recursive: true });
const browser = {
  deep: false,
  allErrors: false,
  lean: true,
  looseFlags: true,
  messages: false,
  code: { source: true, esm: true, lines: false },
};
/** ajv's ESM output still calls require() for its runtime helpers; turn those into imports (Node and esbuild alike). */
function esm(code) {
  const mods = [...new Set([...code.matchAll(/require\("([^"]+)"\)\.default/g)].map((m) => m[1]))];
  let body = code;
  mods.forEach((m, i) => {
    body = body.split(`require("${m}").default`).join(`__rt(__rt${i})`);
  });
  const head = mods.map((m, i) => `import __rt${i} from "${m}.js";`).join('');
  return `${head}const __rt = (m) => (typeof m === 'function' ? m : m.default);${body}`;
}
const shared = createAjv({ ...browser, inlineRefs: false });
writeFileSync(
  join(out, 'validate-screens.js'),
  esm(standaloneCode(shared, { validateScreen: `${BASE}screen.schema.json`, validateApp: `${BASE}app.schema.json` })),
);
writeFileSync(
  join(out, 'validate-screens.d.ts'),
  'import type { ValidateFunction } from "ajv";\nexport declare const validateScreen: ValidateFunction;\nexport declare const validateApp: ValidateFunction;\n',
);
const perWidget = createAjv(browser);
const dts = 'import type { ValidateFunction } from "ajv";\ndeclare const validate: ValidateFunction;\nexport default validate;\n';
for (const t of types) {
  writeFileSync(join(out, 'validators', `${t}.js`), esm(standaloneCode(perWidget, perWidget.getSchema(`${BASE}widgets/${t}.json`))));
  writeFileSync(join(out, 'validators', `${t}.d.ts`), dts);
}
// The schema these validators hold, as a short digest: the server marks a screen file verified for this tag, and
// an app trusts the mark only when its own validators have the same tag (a page from an older build validates).
const schemaTag = createHash('sha256')
  .update(readFileSync(join(out, 'validate-screens.js')))
  .update(types.map((t) => readFileSync(join(out, 'validators', `${t}.js`), 'utf8')).join('\n'))
  .digest('base64url')
  .slice(0, 12);
writeFileSync(
  join(out, 'schema-tag.ts'),
  `/* Generated by scripts/gen.mjs from schema/. Do not edit. */
/** A digest of the schema the app's validators were compiled from (server/screens.ts marks files verified with it). */
export const schemaTag = ${JSON.stringify(schemaTag)};
`,
);

// 2b. Fingerprints of the shipped screen files that pass the full schema (screen shape and every widget's
// props): the server marks a live file with exactly this text verified in the manifest it serves
// (server/screens.ts), so the browser does not validate it, and the validators load only when an operator's edit
// makes a file differ from what the build checked.
const full = createAjv({ deep: true });
const verified = {};
for (const file of readdirSync(join(root, 'screens'))
  .filter((n) => n.endsWith('.json'))
  .sort()) {
  const source = readFileSync(join(root, 'screens', file), 'utf8');
  let value;
  try {
    value = JSON.parse(source);
  } catch {
    continue;
  }
  if (full.getSchema(BASE + (file === 'app.json' ? 'app.schema.json' : 'screen.schema.json'))(value))
    verified[file.slice(0, -'.json'.length)] = fingerprint(source);
}
// The same for the build's own scripts (scripts/build/static-files.mjs marks the static manifests with it).
writeFileSync(join(out, 'verified.json'), JSON.stringify({ schemaTag, files: verified }));
writeFileSync(
  join(out, 'verified.ts'),
  `/* Generated by scripts/gen.mjs from screens/. Do not edit. */
/** Fingerprints of the screen files the build validated in full, by name without .json (engine/screens/fingerprint.js). */
export const verified: Readonly<Record<string, string>> = ${JSON.stringify(verified, null, 2)};
`,
);

// 2c. The platform API's schemas (schema/api, bundled in engine/api/schemas.gen.json), one validator per $def,
// for a development build's response check in the browser (engine/api/dev-check.ts): the page's CSP allows no
// eval, so ajv cannot compile there. Production builds never load it.
const apiBundle = JSON.parse(readFileSync(join(root, 'engine', 'api', 'schemas.gen.json'), 'utf8'));
const apiAjv = new Ajv2020({ allErrors: true, strict: false, code: { source: true, esm: true, lines: false } });
apiAjv.addSchema(apiBundle);
const apiDefs = Object.keys(apiBundle.$defs);
writeFileSync(
  join(out, 'api-validators.js'),
  `${esm(standaloneCode(apiAjv, Object.fromEntries(apiDefs.map((d, i) => [`d${i}`, `${apiBundle.$id}#/$defs/${d}`]))))}
export const byDef = {${apiDefs.map((d, i) => `${JSON.stringify(d)}: d${i}`).join(', ')}};
`,
);
writeFileSync(
  join(out, 'api-validators.d.ts'),
  'import type { ValidateFunction } from "ajv";\n/** One validator per $def of engine/api/schemas.gen.json. */\nexport declare const byDef: Readonly<Record<string, ValidateFunction>>;\n',
);

// 2d. The field-data report (schema/field-data.schema.json): the server's validator for POST /rum, compiled here
// like the others (no ajv compiling at run time), and its type for the app that sends it (written with step 3's).
const fieldDataSchema = readJson(join(schemaDir, 'field-data.schema.json'));
const fieldDataAjv = new Ajv2020({ strict: true, allErrors: false, code: { source: true, esm: true, lines: false } });
fieldDataAjv.addSchema(fieldDataSchema, 'field-data.schema.json');
writeFileSync(join(out, 'validate-field-data.js'), esm(standaloneCode(fieldDataAjv, { validateFieldData: 'field-data.schema.json' })));
writeFileSync(
  join(out, 'validate-field-data.d.ts'),
  'import type { ValidateFunction } from "ajv";\nimport type { FieldDataReport } from "./field-data.ts";\nexport declare const validateFieldData: ValidateFunction<FieldDataReport>;\n',
);

// 3. Types, derived from the schemas (never kept by hand).
const banner = '/* Generated by scripts/gen.mjs from schema/. Do not edit. */';
const opts = {
  bannerComment: '',
  additionalProperties: false,
  ignoreMinAndMaxItems: true,
  format: false,
  cwd: schemaDir,
  declareExternallyReferenced: true,
  unreachableDefinitions: false,
};
const parts = [banner];
const screen = readJson(join(schemaDir, 'screen.schema.json'));
parts.push(await compile({ ...screen, $id: 'ScreenDef' }, 'ScreenDef', opts));
parts.push(await compile({ ...readJson(join(schemaDir, 'app.schema.json')), $id: 'AppDef' }, 'AppDef', opts));
for (const t of types) {
  const widgetOpts = { ...opts, cwd: join(schemaDir, 'widgets') };
  const s = readJson(join(schemaDir, 'widgets', `${t}.json`));
  parts.push(await compile({ ...s, $id: s.title }, s.title, widgetOpts));
}
// json-schema-to-typescript repeats shared definitions per file; keep the first of each.
const seen = new Set();
const deduped = parts
  .join('\n')
  .split(/\n(?=export )/)
  .filter((block) => {
    const name = /^export (?:type|interface) (\w+)/.exec(block)?.[1];
    if (!name) return true;
    if (seen.has(name)) return false;
    seen.add(name);
    return true;
  })
  .join('\n');
writeFileSync(join(out, 'types.ts'), deduped);
writeFileSync(
  join(out, 'field-data.ts'),
  `${banner}\n${await compile({ ...fieldDataSchema, $id: 'FieldDataReport' }, 'FieldDataReport', opts)}`,
);

// 4. The widget registry: a literal map from type to a loader, and one from type to its props validator.
// Widgets the shipped home screen shows a visitor are imported by the registry itself, so they ship with the entry
// (the first paint of home then needs no further request); every other widget is its own lazy chunk, member-only
// ones on home too (they load once a player is known: engine/mount/gated-widget.tsx).
// An operator's later change to home still works: a widget new to home simply loads on its own.
const camel = (t) => t.replace(/-(\w)/g, (_, c) => c.toUpperCase());
const home = shippedHomeTypes();
const homeTypes = home.now.filter((t) => types.includes(t));
// Widgets only deferred nodes of home use (`"defer"`: below the fold, popups) load after the first paint, as one
// group; one that another screen shows at once (a header's language picker) keeps its own chunk, so that screen's
// first paint does not wait for home's below-the-fold widgets.
const laterTypes = home.later.filter((t) => types.includes(t) && !homeTypes.includes(t) && !home.elsewhere.includes(t));
const reg = [
  banner,
  "import type { CompiledValidator, WidgetModule } from '../engine/widget-module.ts';",
  "import * as home from './groups/home.ts';",
  '',
  '/** Every widget type, in the order of schema/widgets/. */',
  `export const widgetTypes = ${JSON.stringify(types)} as const;`,
  '',
  "/** Loads a widget's component (home's widgets are part of the entry's chunks already). */",
  'export const registry: Record<string, () => Promise<WidgetModule>> = {',
];
for (const t of types) {
  reg.push(
    homeTypes.includes(t)
      ? `  '${t}': async () => home.${camel(t)},`
      : laterTypes.includes(t)
        ? `  '${t}': () => import('./groups/home-later.ts').then((m) => m.${camel(t)}),`
        : `  '${t}': () => import('./widgets/${t}.ts').then((m) => m.default),`,
  );
}
reg.push(
  '};',
  '',
  "/** Loads a widget's props validator (only for a screen that differs from what the build validated). */",
  "export const validator = (type: string): Promise<CompiledValidator> => import('./validator-map.ts').then((m) => m.validators[type]!());",
  '',
);
writeFileSync(join(out, 'registry.ts'), reg.join('\n'));
// The map of validator chunks is itself loaded on first need, so the first paint does not carry it.
writeFileSync(
  join(out, 'validator-map.ts'),
  [
    banner,
    "import type { CompiledValidator } from '../engine/widget-module.ts';",
    '',
    'export const validators: Record<string, () => Promise<CompiledValidator>> = {',
    ...types.map((t) => `  '${t}': () => import('./validators/${t}.js').then((m) => m.default as CompiledValidator),`),
    '};',
    '',
  ].join('\n'),
);
mkdirSync(join(out, 'widgets'), { recursive: true });
mkdirSync(join(out, 'groups'), { recursive: true });
for (const t of types) {
  // A widget may export prefetch(config, language): the data it shows first, requested before it renders.
  const prefetch = /export (?:async )?(?:function|const) prefetch\b/.test(readFileSync(join(root, 'widgets', `${t}.tsx`), 'utf8'));
  writeFileSync(
    join(out, 'widgets', `${t}.ts`),
    [
      banner,
      `import Component${prefetch ? ', { prefetch }' : ''} from '../../widgets/${t}.tsx';`,
      `import type { WidgetModule } from '../../engine/widget-module.ts';`,
      `const widget: WidgetModule = { type: '${t}', Component: Component as WidgetModule['Component']${prefetch ? ', prefetch' : ''} };`,
      'export default widget;',
      '',
    ].join('\n'),
  );
}
const group = (list) => [banner, ...list.map((t) => `export { default as ${camel(t)} } from '../widgets/${t}.ts';`), ''].join('\n');
writeFileSync(join(out, 'groups', 'home.ts'), group(homeTypes));
writeFileSync(join(out, 'groups', 'home-later.ts'), group(laterTypes));
// Home's stylesheet: its first paint's widgets and those the server draws in it ahead of their code (`"defer":
// "code"`), so those cost no stylesheet request of their own, on home or on a screen that shows them at once.
const homeCssTypes = [...new Set([...homeTypes, ...home.code.filter((t) => types.includes(t))])];
writeFileSync(join(out, 'groups', 'home-css.ts'), group(homeCssTypes));
writeFileSync(join(out, 'groups.json'), JSON.stringify({ home: homeTypes, 'home-later': laterTypes, 'home-css': homeCssTypes }));
console.log(
  `gen: ${types.length} widgets (${homeTypes.length} with home's first paint, ${laterTypes.length} after it), validators and types written to generated/`,
);

/**
 * Widget types the shipped home screen uses (header block included): for a visitor's first paint, and after it;
 * and those the other shipped screens mount with their first paint.
 */
function shippedHomeTypes() {
  const dir = join(root, 'screens');
  try {
    const app = readJson(join(dir, 'app.json'));
    const screens = readdirSync(dir)
      .filter((n) => n.endsWith('.json') && n !== 'app.json')
      .map((f) => readJson(join(dir, f)));
    const home = screens.find((s) => s.routes?.includes(app.home));
    if (!home) return { now: [], later: [], code: [], elsewhere: [] };
    const elsewhere = new Set(screens.filter((s) => s !== home).flatMap((s) => widgetTypesOf(s, 'now')));
    // A "code" section's children are in the server's HTML with it (engine/mount/server-render.tsx lateTypes).
    const code = new Set(
      [...walkWidgets(home)].filter(([node]) => node.defer === 'code').flatMap(([node]) => widgetTypesOf({ widgets: [node] })),
    );
    return {
      now: widgetTypesOf(home, 'now', visitorMaySee),
      later: widgetTypesOf(home, 'later'),
      code: [...code],
      elsewhere: [...elsewhere],
    };
  } catch {
    /* a broken screen file: no home group this time (check:screens reports it) */
  }
  return { now: [], later: [], code: [], elsewhere: [] };
}
