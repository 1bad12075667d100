// Label texts as data: the build's catalogues (/i18n/<lang>.json, from static/i18n/) stay the defaults, and the
// published overrides of each language go over them. The overrides are documents like screens (labels/<lang>.json
// beside screens/, or the database's set pinned in memory on every announced publish), kept by server/screens.ts
// the same way, so a page load reads neither a file nor the database, and a change makes kept pages stale.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readManifest, screensVersion } from './screens.ts';
import { sendCompressed } from './send.ts';
import { readCatalogue } from '../scripts/catalogue.mjs';
import { parseOverrides } from '../studio/labels-text.ts';

export { parseOverrides };

/** The catalogue paths the app fetches: /i18n/<lang>.json, lower case. */
export const CATALOGUE_PATH = /^\/i18n\/([a-z]{2,3})\.json$/;

/** The published label overrides' folder for a screens folder: labels/ beside it. */
export const labelsDirFor = (screensDir: string) => join(screensDir, '..', 'labels');

/** The label history folder for a screens folder (label-history/ beside it). */
export const labelHistoryFor = (screensDir: string) => join(screensDir, '..', 'label-history');

/** A language's overrides document name: en.json. */
export const labelFile = (lang: string) => `${lang.toLowerCase()}.json`;

/** The published overrides of one language. */
export async function publishedOverrides(labelsDir: string, lang: string): Promise<Record<string, string>> {
  const { files } = await readManifest(labelsDir).catch(() => ({ files: [] as Array<{ file: string; source: string }> }));
  return parseOverrides(files.find((f) => f.file === labelFile(lang))?.source);
}

/** Changes whenever the published overrides change. */
export const labelsVersion = (labelsDir: string): number => screensVersion(labelsDir);

/** A build's shipped catalogue of one language, or null when the build has none. */
export async function shippedCatalogue(buildDir: string, lang: string): Promise<Record<string, string> | null> {
  try {
    return JSON.parse(await readFile(join(buildDir, 'i18n', labelFile(lang)), 'utf8'));
  } catch {
    return null;
  }
}

/** What players get in one language: the build's catalogue with the published overrides over it. */
export async function playerCatalogue(buildDir: string, labelsDir: string, lang: string): Promise<Record<string, string>> {
  return { ...(await shippedCatalogue(buildDir, lang)), ...(await publishedOverrides(labelsDir, lang)) };
}

/** Sends a catalogue: revalidated on every use (no-cache) with an ETag, so a published change shows on the next load. */
export function sendCatalogue(req: IncomingMessage, res: ServerResponse, body: Buffer, cache = 'no-cache'): void {
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  res.setHeader('Cache-Control', cache);
  res.setHeader('ETag', etag);
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304);
    res.end();
    return;
  }
  sendCompressed(req, res, 200, 'application/json; charset=utf-8', body);
}

/** The label catalogues for players, made once per build, language and publish. */
export function catalogueHandler(labelsDir: string) {
  const made = new Map<string, Promise<Buffer | null>>();
  /** Answers /i18n/<lang>.json from `buildDir` with the overrides; false when the path is not one or the build has no such catalogue. */
  return async (req: IncomingMessage, res: ServerResponse, path: string, buildDir: string): Promise<boolean> => {
    const lang = CATALOGUE_PATH.exec(path)?.[1];
    if (!lang) return false;
    const key = `${buildDir}|${labelsVersion(labelsDir)}|${lang}`;
    let body = made.get(key);
    if (!body) {
      if (made.size > 64) made.clear();
      body = shippedCatalogue(buildDir, lang).then(async (shipped) =>
        shipped ? Buffer.from(JSON.stringify({ ...shipped, ...(await publishedOverrides(labelsDir, lang)) })) : null,
      );
      made.set(key, body);
    }
    const found = await body;
    if (!found) return false;
    sendCatalogue(req, res, found);
    return true;
  };
}

const screenLabelsKept = new Map<string, { version: number; labels: Promise<Record<string, string>> }>();
/**
 * The EN labels a screen may use: the shipped catalogue and the published EN overrides (check:screens at publish
 * time). The same object until the overrides change, so the check's compiled schemas (kept per object) are reused.
 */
export function screenLabels(labelsDir: string): Promise<Record<string, string>> {
  const version = labelsVersion(labelsDir);
  let kept = screenLabelsKept.get(labelsDir);
  if (kept?.version !== version) {
    kept = { version, labels: publishedOverrides(labelsDir, 'EN').then((over) => ({ ...readCatalogue('EN'), ...over })) };
    screenLabelsKept.set(labelsDir, kept);
  }
  return kept.labels;
}

const tags = new Map<string, { version: number; tag: Promise<string> }>();
/**
 * A digest of the published label texts. Pages fetch their catalogue at `/i18n/<lang>.json?v=<tag>`, so a cache
 * that keeps files by address (the service worker) never pairs a page rendered with new texts with older ones.
 */
export function labelsTag(labelsDir: string): Promise<string> {
  const version = labelsVersion(labelsDir);
  let kept = tags.get(labelsDir);
  if (kept?.version !== version) {
    kept = {
      version,
      tag: readManifest(labelsDir).then(
        (m) => createHash('sha256').update(JSON.stringify(m.files)).digest('base64url').slice(0, 16),
        () => 'none',
      ),
    };
    tags.set(labelsDir, kept);
  }
  return kept.tag;
}

/** The page's HTML with its catalogues' addresses tagged (the build's preload, and a meta the engine reads). */
export function tagLabels(html: string, tag: string): string {
  return html
    .replace(/href="\/i18n\/([a-z]{2,3})\.json"/g, `href="/i18n/$1.json?v=${tag}"`)
    .replace('</head>', `<meta name="labels" content="${tag}">\n</head>`);
}
