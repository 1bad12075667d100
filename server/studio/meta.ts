// What the studio page needs to help staff: every schema (as check:screens loads them, keyed the same
// way), the EN label keys, the flag names, which languages have a label catalogue, and the known routes.
import { join } from 'node:path';
import { flagEnum, readJson, schemaDir, widgetTypes, widgetUnion } from '../../scripts/schema-set.mjs';
import { languages, readCatalogue } from '../../scripts/catalogue.mjs';
import { readManifest } from '../screens.ts';

/** The schema set for completion: key (as in createAjv) to schema. */
export function schemaBundle(): Record<string, unknown> {
  const types = widgetTypes();
  const bundle: Record<string, unknown> = {
    'defs.schema.json': readJson(join(schemaDir, 'defs.schema.json')),
    'flags.gen.json': flagEnum(),
    'widget.gen.json': widgetUnion(types, true),
    'screen.schema.json': readJson(join(schemaDir, 'screen.schema.json')),
    'app.schema.json': readJson(join(schemaDir, 'app.schema.json')),
  };
  for (const t of types) bundle[`widgets/${t}.json`] = readJson(join(schemaDir, 'widgets', `${t}.json`));
  return bundle;
}

/** Everything the studio page loads once: schemas, label keys with their EN text, flags, catalogue languages. */
export function studioMeta() {
  const labels = readCatalogue('EN');
  return {
    schemas: schemaBundle(),
    labels,
    flags: (readJson(join(schemaDir, 'flags.json')) as { flags: string[] }).flags,
    catalogues: languages(),
  };
}

/** Every route the saved screens declare (for completing "to", "redirect" and "home"). */
export async function knownRoutes(screensDir: string): Promise<string[]> {
  const routes = new Set<string>();
  for (const { source } of (await readManifest(screensDir)).files) {
    try {
      for (const r of JSON.parse(source).routes ?? []) if (typeof r === 'string') routes.add(r);
    } catch {
      /* a broken file has no routes */
    }
  }
  return [...routes].sort();
}
