// The studio page's calls to its server (/studio/api/*). Calls that change something send X-Studio: 1,
// which the server requires (a cross-site form cannot send it).
import type { Bundle } from './schema-walk.ts';

// The shapes the server answers with, from the server's own modules (type imports: no server code in the page).
import type { Problem } from '../engine/screens/describe.ts';
import type { Version } from '../server/screen-store/store.ts';
import type { Deleted } from '../server/studio/trash.ts';

export type { Deleted, Problem, Version };

/** What the page loads once. */
export interface Meta {
  schemas: Bundle;
  labels: Record<string, string>;
  flags: string[];
  catalogues: string[];
  files: string[];
  routes: string[];
  user: string;
  /** What the server lets the signed-in person do: authors save drafts, publishers also publish. */
  role: 'author' | 'publisher';
  /** Set while the database is away: why the studio is read-only. */
  readOnly?: string;
  /** The new-screen templates, and the platform call names a report may read. */
  templates: Array<{ name: string; label: string }>;
  calls: string[];
}

/** A refused call: the server's message in plain words, and any problems it listed. */
export class StudioError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, any>,
  ) {
    super(message);
  }
}

/** GETs (no body) or POSTs a studio call; a refusal throws a StudioError. */
export async function call<T>(path: string, body?: unknown): Promise<T> {
  const res = await fetch(
    `/studio/api/${path}`,
    body === undefined
      ? { credentials: 'same-origin' }
      : {
          method: 'POST',
          credentials: 'same-origin',
          body: JSON.stringify(body),
          headers: { 'Content-Type': 'application/json', 'X-Studio': '1' },
        },
  );
  const json = await res.json().catch(() => ({ error: `The server answered ${res.status}.` }));
  if (!res.ok) throw new StudioError(json.error ?? `The server answered ${res.status}.`, res.status, json);
  return json as T;
}

/** Schemas, labels, flags, languages with catalogues, files and routes. */
export const loadMeta = () => call<Meta>('meta');
/** A screen file's saved text. */
export const loadFile = (name: string) => call<{ file: string; source: string }>(`file?name=${encodeURIComponent(name)}`);
/** The documents a call is about: a screen (default) or a language's label overrides ("labels"). */
export type Kind = 'screens' | 'labels';
const kindQuery = (kind: Kind) => (kind === 'labels' ? '&kind=labels' : '');
/** Runs check:screens (or the label check) with `source` in place of the saved file. */
export const checkFile = (file: string, source: string, kind: Kind = 'screens') =>
  call<{ problems: Problem[]; elsewhere: Problem[] }>('check', { file, source, kind });
/** Creates or updates this page's preview (draft, flags, language); returns its id. */
export const putPreview = (body: {
  id?: string;
  file?: string;
  source?: string;
  flags?: Record<string, boolean>;
  language?: string;
  /** Unsaved label edits: the overrides document being edited. */
  labels?: { file: string; source: string };
}) => call<{ id: string }>('preview', body);
/** Saves as a new version; `base` is the text the edit started from. A draft only the preview sees, else checked and published. */
export const saveFile = (file: string, source: string, base: string, message: string, draft = false, kind: Kind = 'screens') =>
  call<Saved>('save', { file, source, base, message, draft, kind });
/** A saved version; a draft's answer lists the problems the check found in it (and in other files because of it). */
export interface Saved {
  saved: string;
  version: Version;
  problems?: Problem[];
  elsewhere?: Problem[];
}
/** Makes a version (default the latest) what players get; refused (422) with the problems check:screens finds. */
export const publishVersion = (file: string, version?: number, kind: Kind = 'screens') =>
  call<{ published: string; version: Version }>('publish', { file, version, kind });
/** A screen's (or a language's label overrides') versions, newest first. */
export const loadHistory = (file: string, kind: Kind = 'screens') =>
  call<{ file: string; versions: Version[] }>(`history?name=${encodeURIComponent(file)}${kindQuery(kind)}`);
/** One version with its text. */
export const loadVersion = (file: string, version: number, kind: Kind = 'screens') =>
  call<Version & { source: string }>(`version?name=${encodeURIComponent(file)}&v=${version}${kindQuery(kind)}`);
/** Makes an old version current again (as a new version: a screen's as a draft); `base` is the text the studio shows now. */
export const restoreVersion = (file: string, version: number, base: string, kind: Kind = 'screens') =>
  call<Saved>('restore', { file, version, base, kind });
/** One language's labels: its shipped texts (and EN's), and its latest overrides (a draft when there is one). */
export interface Labels {
  language: string;
  file: string;
  languages: string[];
  shipped: Record<string, string>;
  en: Record<string, string>;
  source: string;
  overrides: Record<string, string>;
}
export const loadLabels = (language: string) => call<Labels>(`labels?lang=${encodeURIComponent(language)}`);
/** Creates a screen, as a draft, from a template; `file` may leave out .json. */
export const createScreen = (body: { template: string; file: string; route: string; title: string; call?: string }) =>
  call<Saved>('create', body);
/** Copies `from`, as a draft, under a new file name and route. */
export const duplicateScreen = (body: { from: string; file: string; route: string }) => call<Saved>('duplicate', body);
/** Deletes a screen (refused while others link to it); `base` is the text the studio shows. */
export const deleteScreen = (file: string, base: string) => call<{ deleted: string }>('delete', { file, base });
/** The deleted screens, most recently deleted first. */
export const loadDeleted = () => call<{ deleted: Deleted[] }>('deleted');
/** Brings a deleted screen back from its last version, as a draft. */
export const undeleteScreen = (file: string) => call<Saved>('undelete', { file });
/** An uploaded image: the address screens use for it, and its size in pixels. */
export interface UploadedAsset {
  url: string;
  width: number;
  height: number;
}

/**
 * Uploads an image (PNG, JPEG, WebP or GIF, at most 2 MB and 4096 pixels a side) into the store; resolves to its
 * address, "/assets/<hash>.<ext>". A refusal throws a StudioError with the reason in staff's words.
 */
export async function uploadAsset(file: File): Promise<UploadedAsset> {
  const res = await fetch('/studio/api/assets', {
    method: 'POST',
    credentials: 'same-origin',
    body: file,
    headers: { 'Content-Type': file.type || 'application/octet-stream', 'X-File-Name': encodeURIComponent(file.name), 'X-Studio': '1' },
  });
  const json = await res.json().catch(() => ({ error: `The server answered ${res.status}.` }));
  if (!res.ok) throw new StudioError(json.error ?? `The server answered ${res.status}.`, res.status, json);
  return json as UploadedAsset;
}

/** Ends this browser's studio session. */
export const signOut = () => fetch('/studio/logout', { method: 'POST', credentials: 'same-origin', headers: { 'X-Studio': '1' } });
/** Ends the preview as the page closes (a beacon survives the unload). */
export const endPreview = (id: string) => navigator.sendBeacon('/studio/api/end', JSON.stringify({ id }));
/** The field data of the last days: p75 of each vital per route and day, and the top client errors. */
export const loadFieldData = () => call<import('../server/field-data/view.ts').FieldDataView>('field-data');
