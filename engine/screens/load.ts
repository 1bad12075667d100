// Loads the screen manifest at run time, validates each file with the compiled validator, and falls back
// to the definition shipped in the build for any file that is broken. Problems are returned for staff.
// A file the server marks verified (its text is exactly what the build validated: server/screens.ts) is not
// validated again when the mark carries this app's schema tag, so the validators load only for files an operator
// changed, or for a page of an older build.
import { schemaTag as builtTag } from '../../generated/schema-tag.ts';
import type { AppDef, ScreenDef } from '../schema-types.ts';
import type { Problem } from './describe.ts';
import { yielder } from '../yield.ts';
import { previewRequest } from '../preview-id.ts';

/** The manifest the server (or the build) publishes: every screen file's raw text, and whether the build validated it
 * (`verified`: the tag of the schema it was validated against). */
export interface Manifest {
  files: Array<{ file: string; source: string; verified?: string }>;
}

export interface ScreenSet {
  app: AppDef;
  screens: ScreenDef[];
  /** The file each screen came from (for fallbacks and staff messages). */
  fileOf: ReadonlyMap<ScreenDef, string>;
  /** Raw definitions by file, so a screen whose widget props fail can fall back too. */
  shipped: () => Promise<Map<string, unknown>>;
  problems: Problem[];
  /** Screens whose text is exactly a build-validated file: their widget props need no check either. */
  verified: ReadonlySet<ScreenDef>;
}

/** Where the loader gets its inputs; tests swap these. */
export interface LoadSources {
  manifest(): Promise<Manifest>;
  shipped(): Promise<Manifest>;
  /** The schema tag a file's `verified` mark must carry to be trusted (default: this build's, generated/schema-tag.ts). */
  schemaTag?: string;
}

/**
 * Whether the screens loaded are not the ones the page was made from: an operator published between the server's
 * render and this load (the manifest answers with the current screens, naming their tag). The page's HTML is then
 * not what these screens render, so the engine renders afresh over it instead of hydrating (mount/hydrate.ts).
 */
export let screensChangedSinceRender = false;

export const defaultSources: LoadSources = {
  manifest: () => {
    // The page names the manifest of the screens it was made from (server/screens.ts screensTag).
    const tagged = document.querySelector<HTMLMetaElement>('meta[name="screens"]')?.content;
    const r = previewRequest(tagged?.startsWith('/screens/manifest.json?') ? tagged : '/screens/manifest.json');
    return fetchJson(r.url, r.headers, (res) => {
      const served = res.headers.get('Screens-Tag');
      const asked = tagged && new URL(tagged, location.href).searchParams.get('v');
      if (served && asked && served !== asked) screensChangedSinceRender = true;
    });
  },
  shipped: () => fetchJson('/screens.shipped.json'),
};

async function fetchJson<T>(url: string, headers: Record<string, string> = {}, look?: (res: Response) => void): Promise<T> {
  const res = await fetch(url, { credentials: 'same-origin', headers });
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  look?.(res);
  return res.json() as Promise<T>;
}

/** Parses JSON, describing a syntax error with its line and column (that code loads only for a broken file). */
export async function parseSource(file: string, source: string): Promise<{ value?: unknown; problem?: Problem }> {
  try {
    return { value: JSON.parse(source) };
  } catch (err) {
    const { jsonErrorOffset, lineColumn } = await import('./json-position.ts');
    const offset = jsonErrorOffset(source);
    const at = offset >= 0 ? lineColumn(source, offset) : {};
    return { problem: { file, pointer: '', message: `invalid JSON: ${(err as Error).message.split('\n')[0]}`, ...at } };
  }
}

/** check.ts's check, loading the compiled validators on first use. */
const check = async (file: string, value: unknown): Promise<Problem | null> => (await import('./check.ts')).check(file, value);

/** Loads, validates and falls back. Never throws for a bad file; throws only when nothing usable exists. */
export async function loadScreens(sources: LoadSources = defaultSources): Promise<ScreenSet> {
  const problems: Problem[] = [];
  let shippedPromise: Promise<Map<string, unknown>> | null = null;
  const shipped = () =>
    (shippedPromise ??= sources
      .shipped()
      .then(async (m) => {
        const map = new Map<string, unknown>();
        for (const f of m.files) {
          const { value } = await parseSource(f.file, f.source);
          if (value !== undefined) map.set(f.file, value);
        }
        return map;
      })
      .catch(() => new Map()));

  let manifest: Manifest;
  try {
    manifest = await sources.manifest();
  } catch (err) {
    problems.push({
      file: 'manifest',
      pointer: '',
      message: `could not load the live screens (${(err as Error).message}); using the shipped ones`,
    });
    manifest = await sources.shipped();
  }

  const tag = sources.schemaTag ?? builtTag;
  const good = new Map<string, unknown>();
  const trusted = new Set<unknown>();
  // Parsing every file is start-up's longest loop: it yields now and then (short tasks).
  const pause = yielder();
  for (const { file, source, verified } of manifest.files) {
    await pause();
    const parsed = await parseSource(file, source);
    if (parsed.value !== undefined && verified === tag) {
      good.set(file, parsed.value);
      trusted.add(parsed.value);
      continue;
    }
    const problem = parsed.problem ?? (await check(file, parsed.value));
    if (!problem) {
      good.set(file, parsed.value);
      continue;
    }
    problems.push(problem);
    const fallback = (await shipped()).get(file);
    if (fallback !== undefined && !(await check(file, fallback))) good.set(file, fallback);
  }
  // A file deleted from screens/ but shipped stays gone: the operator removed it on purpose. app.json is
  // the exception: without it there is no footer or home, so the shipped copy stands in.
  if (!good.has('app.json')) {
    const fallback = (await shipped()).get('app.json');
    if (fallback === undefined || (await check('app.json', fallback)))
      throw new Error('app.json is missing or invalid, and no shipped copy is usable');
    good.set('app.json', fallback);
  }
  const app = good.get('app.json') as AppDef;
  good.delete('app.json');
  const fileOf = new Map<ScreenDef, string>();
  for (const [file, def] of good) fileOf.set(def as ScreenDef, file);
  const verified = new Set([...fileOf.keys()].filter((s) => trusted.has(s)));
  return { app, screens: [...fileOf.keys()], fileOf, shipped, problems, verified };
}
