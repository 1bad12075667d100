// `npm run check:screens`: validates every screens/*.json and prints, per problem, the file, line and
// column, the JSON pointer, what was expected and what was found, with "did you mean" for unknown widget
// types, flags, properties, routes, label keys, call names, popup ids and event names. Exit 1 on any problem.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseJson } from '@humanwhocodes/momoa';
import { createAjv, BASE, root, schemaDir, readJson, widgetTypes } from './schema-set.mjs';
import { readCatalogue } from './catalogue.mjs';
import { describe, formatProblem, type Problem } from '../engine/screens/describe.ts';
import { suggest } from '../engine/screens/suggest.ts';
import { safetyProblems } from '../engine/screens/check.ts';
import { jsonSyntaxWords } from '../engine/screens/json-words.ts';
import { nameProblems, type KnownNames } from '../engine/screens/names.ts';
import { EVENTS } from '../engine/events.ts';
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import { bindingProblems } from '../engine/screens/bindings.ts';
import type { Schema } from '../engine/screens/answer-shape.ts';

type Node = {
  type: string;
  loc: { start: { line: number; column: number } };
  members?: Array<{ name: { value: string }; value: Node }>;
  elements?: Array<{ value: Node }>;
};

/** Line and column of the node at a JSON pointer (or of its closest existing parent). */
export function locate(ast: Node, pointer: string): { line: number; column: number } {
  let node = ast;
  for (const raw of pointer ? pointer.slice(1).split('/') : []) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const next =
      node.type === 'Object'
        ? node.members?.find((m) => m.name.value === key)?.value
        : node.type === 'Array'
          ? node.elements?.[Number(key)]?.value
          : undefined;
    if (!next) break;
    node = next;
  }
  return node.loc.start;
}

/**
 * The label catalogue the running check reads. Validation is synchronous, so one check's labels cannot leak into
 * another's; the schemas are compiled once (most of a check's time) instead of once per catalogue, which made every
 * label publish, and the next screen check after it, compile the whole schema set again (1-3 s).
 */
let checking: Record<string, string> = {};
let compiled: ReturnType<typeof createAjv> | undefined;
const ajvOnce = () =>
  (compiled ??= createAjv({ deep: true, verbose: true, labelCheck: (v: unknown) => typeof v === 'string' && Object.hasOwn(checking, v) }));

/** Checks one set of screen files against the schema, the label catalogue and each other. */
export function checkScreens(files: Array<{ file: string; source: string }>, labels: Record<string, string>): Problem[] {
  const keys = Object.keys(labels);
  const ajv = ajvOnce();
  checking = labels;
  const problems: Problem[] = [];
  const parsed: Array<{ file: string; value: any; ast: Node }> = [];
  const imageHosts = imageHostsOf(files);
  for (const { file, source } of files) {
    let ast: Node;
    try {
      ast = (parseJson(source) as unknown as { body: Node }).body;
    } catch (err) {
      const e = err as Error & { line?: number; column?: number };
      const where = e.line && e.column ? jsonSyntaxWords(source, e.line, e.column, e.message) : e.message;
      problems.push({ file, pointer: '', message: `invalid JSON: ${where}`, line: e.line, column: e.column });
      continue;
    }
    const value = JSON.parse(source);
    parsed.push({ file, value, ast });
    // Session secrets and off-site paths get their own plain message; the schema's pattern error there is dropped.
    const safety = safetyProblems(file, value, imageHosts);
    problems.push(...safety.map((p) => ({ ...p, ...locate(ast, p.pointer) })));
    const validate = ajv.getSchema(BASE + (file === 'app.json' ? 'app.schema.json' : 'screen.schema.json'))!;
    if (validate(value)) continue;
    const errors = (validate.errors ?? []).filter(
      (e) => e.keyword !== 'if' && !(e.keyword === 'pattern' && safety.some((p) => p.pointer === e.instancePath)),
    );
    const deepest = errors.filter(
      (e) =>
        !(
          ['oneOf', 'anyOf'].includes(e.keyword) &&
          errors.some((o) => o !== e && o.instancePath.startsWith(e.instancePath) && o.instancePath.length > e.instancePath.length)
        ),
    );
    const seen = new Set<string>();
    for (const err of deepest) {
      const knownProps =
        err.keyword === 'additionalProperties' ? Object.keys((err.parentSchema as { properties?: object })?.properties ?? {}) : undefined;
      const p = describe(file, value, err, { knownProps });
      if (err.keyword === 'x-label' && typeof err.data === 'string') {
        const near = suggest(err.data, keys);
        if (near) p.hint = `did you mean "${near}"?`;
      }
      const id = `${p.pointer}|${p.message}`;
      if (seen.has(id)) continue;
      seen.add(id);
      problems.push({ ...p, ...locate(ast, p.pointer) });
    }
  }
  // What widgets read from a call must be in the call's answer (schema/api/).
  for (const { file, value, ast } of parsed)
    problems.push(...bindingProblems(file, value, answerSchema, endpoints.endpoints).map((p) => ({ ...p, ...locate(ast, p.pointer) })));
  // Route targets and names used across files can only be checked when every file parsed.
  problems.push(...crossCheck(parsed, parsed.length === files.length));
  if (parsed.length === files.length) {
    const byFile = new Map(parsed.map((p) => [p.file, p.ast]));
    problems.push(...nameProblems(parsed, knownNames()).map((p) => ({ ...p, ...locate(byFile.get(p.file)!, p.pointer) })));
  }
  return problems;
}

const answers = new Map<string, Schema | undefined>();
/** One answer schema of schema/api/ by file name (read once). */
export function answerSchema(file: string): Schema | undefined {
  if (!/^[a-z0-9-]+\.json$/.test(file)) return undefined;
  if (!answers.has(file)) {
    const path = join(schemaDir, 'api', file);
    answers.set(file, existsSync(path) ? (readJson(path) as Schema) : undefined);
  }
  return answers.get(file);
}

/** The hosts app.json lets images come from (none when it names none, or is not among the files or not JSON). */
function imageHostsOf(files: Array<{ file: string; source: string }>): Set<string> {
  try {
    const hosts: unknown = JSON.parse(files.find((f) => f.file === 'app.json')?.source ?? '{}').imageHosts;
    return new Set(Array.isArray(hosts) ? hosts.filter((h): h is string => typeof h === 'string') : []);
  } catch {
    return new Set();
  }
}

/** Call names from endpoints.json, popup-owning widgets from their schemas ("x-popup": "owns"), the engine's events. */
export function knownNames(): KnownNames {
  const popupOwners = new Map<string, string | undefined>();
  for (const type of widgetTypes()) {
    const popup = readJson(join(schemaDir, 'widgets', `${type}.json`)).properties?.popup;
    if (popup?.['x-popup'] === 'owns') popupOwners.set(type, popup.default);
  }
  return { calls: endpoints.endpoints.map((e) => e.name), popupOwners, appEvents: Object.values(EVENTS) };
}

/** Checks across files: ids unique and named as their files, unique routes, known footers, and navigation to routes that exist. */
function crossCheck(parsed: Array<{ file: string; value: any; ast: Node }>, checkTargets: boolean): Problem[] {
  const problems: Problem[] = [];
  const app = parsed.find((p) => p.file === 'app.json')?.value;
  const screens = parsed.filter((p) => p.file !== 'app.json' && p.value && typeof p.value === 'object');
  const ids = new Map<string, string>();
  const routes = new Map<string, string>();
  /** Where each route was first declared, so a clash is reported on both screens. */
  const firstAt = new Map<string, { file: string; pointer: string; ast: Node }>();
  for (const { file, value, ast } of screens) {
    // The studio names a screen after its file (new, copied and restored screens), and staff find one by either.
    if (typeof value.id === 'string' && `${value.id}.json` !== file)
      problems.push({
        file,
        pointer: '/id',
        message: `screen id "${value.id}" differs from its file name: name the file ${value.id}.json or the id "${file.replace(/\.json$/, '')}"`,
        ...locate(ast, '/id'),
      });
    if (ids.has(value.id))
      problems.push({
        file,
        pointer: '/id',
        message: `screen id "${value.id}" is also used by ${ids.get(value.id)}`,
        ...locate(ast, '/id'),
      });
    else ids.set(value.id, file);
    for (const [i, r] of (value.routes ?? []).entries()) {
      const first = firstAt.get(r);
      if (first) {
        problems.push({
          file,
          pointer: `/routes/${i}`,
          message: `route "${r}" is also declared by ${first.file}`,
          ...locate(ast, `/routes/${i}`),
        });
        if (first.file !== file)
          problems.push({
            file: first.file,
            pointer: first.pointer,
            message: `route "${r}" is also declared by ${file}`,
            ...locate(first.ast, first.pointer),
          });
      } else {
        routes.set(r, file);
        firstAt.set(r, { file, pointer: `/routes/${i}`, ast });
      }
    }
    if (app && typeof value.footer === 'string' && !Object.hasOwn(app.footers ?? {}, value.footer)) {
      const near = suggest(value.footer, Object.keys(app.footers ?? {}));
      problems.push({
        file,
        pointer: '/footer',
        message: `unknown footer "${value.footer}"`,
        expected: `one of ${Object.keys(app.footers ?? {}).join(', ')} or false`,
        hint: near ? `did you mean "${near}"?` : undefined,
        ...locate(ast, '/footer'),
      });
    }
  }
  const known = [...routes.keys()];
  for (const { file, value, ast } of checkTargets ? parsed : []) {
    const visit = (v: unknown, pointer: string) => {
      if (Array.isArray(v)) v.forEach((x, i) => visit(x, `${pointer}/${i}`));
      else if (v && typeof v === 'object') {
        for (const [k, x] of Object.entries(v)) {
          if ((k === 'to' || k === 'redirect' || k === 'home') && typeof x === 'string') {
            const path = x.split('?')[0]!;
            if (!routes.has(path)) {
              const near = suggest(path, known);
              problems.push({
                file,
                pointer: `${pointer}/${k}`,
                message: `no screen has the route "${path}"`,
                found: JSON.stringify(x),
                hint: near ? `did you mean "${near}"?` : undefined,
                ...locate(ast, `${pointer}/${k}`),
              });
            }
          } else visit(x, `${pointer}/${k}`);
        }
      }
    };
    visit(value, '');
  }
  return problems;
}

/** Reads screens/ and the EN catalogue from disk. */
export function readScreenFiles(dir = join(root, 'screens')) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({ file, source: readFileSync(join(dir, file), 'utf8') }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2] ?? join(root, 'screens');
  // The EN labels a screen may use: the shipped catalogue and the label overrides published beside screens/.
  const overrides = join(dir, '..', 'labels', 'en.json');
  const labels = { ...readCatalogue('EN'), ...(existsSync(overrides) ? JSON.parse(readFileSync(overrides, 'utf8')) : {}) };
  const files = readScreenFiles(dir);
  const problems = checkScreens(files, labels);
  for (const p of problems) console.log(formatProblem({ ...p, file: join('screens', p.file) }));
  if (problems.length) {
    console.log(`\n${problems.length} problem(s) in ${new Set(problems.map((p) => p.file)).size} file(s)`);
    process.exit(1);
  }
  console.log(`screens ok: ${files.length} files`);
}
