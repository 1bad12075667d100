// The build's plain files: static/ (but index.html, written by html.mjs), one label catalogue per language,
// and the screens as the manifest the engine reads.
import { cpSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, readCatalogue } from '../catalogue.mjs';
import { fingerprint } from '../../engine/screens/fingerprint.js';

const root = process.cwd();

/**
 * Every screen file as { file, source, verified? }: the manifest format the engine reads, each file the build
 * validated marked with the schema's tag as the server marks it (server/screens.ts markVerified).
 */
export function screenManifest(dir = join(root, 'screens')) {
  const { schemaTag, files } = JSON.parse(readFileSync(join(root, 'generated', 'verified.json'), 'utf8'));
  return {
    files: readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => {
        const source = readFileSync(join(dir, file), 'utf8');
        return files[file.replace(/\.json$/, '')] === fingerprint(source) ? { file, source, verified: schemaTag } : { file, source };
      }),
  };
}

/**
 * Copies static/ and writes i18n/<lang>.json, screens.shipped.json and screens/manifest.json into `outdir`.
 * @param {{ outdir: string }} opts
 */
export function writeStatic({ outdir }) {
  cpSync(join(root, 'static'), outdir, {
    recursive: true,
    filter: (src) => !src.endsWith('index.html') && !src.includes(join('static', 'i18n')),
  });
  mkdirSync(join(outdir, 'i18n'), { recursive: true });
  for (const lang of languages()) writeFileSync(join(outdir, 'i18n', `${lang.toLowerCase()}.json`), JSON.stringify(readCatalogue(lang)));
  const manifest = screenManifest();
  writeFileSync(join(outdir, 'screens.shipped.json'), JSON.stringify(manifest));
  mkdirSync(join(outdir, 'screens'), { recursive: true });
  writeFileSync(join(outdir, 'screens/manifest.json'), JSON.stringify(manifest));
}
