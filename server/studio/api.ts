// The studio's endpoints under /studio/api/: meta, file, history, version, deleted, check, preview, end, save,
// publish, restore, assets (uploads: server/studio/uploads.ts), and create, duplicate, delete and undelete (server/studio/screen-ops.ts). Each answers JSON;
// refusals say what is wrong in plain words. A save with "draft": true only records a version (the preview shows
// it, players do not); otherwise it also publishes. With "kind": "labels" (in the body, or ?kind=labels) the
// history calls work on a language's label overrides (labels/en.json) instead of a screen; "labels" answers one
// language's shipped texts and its overrides for the studio's Labels view.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkDraft, type Problem } from './check.ts';
import { screenPath } from './files.ts';
import { StudioRefusal, readBody, readJsonBody, sendJson } from './http.ts';
import { knownRoutes, studioMeta } from './meta.ts';
import type { Preview, Previews } from './previews.ts';
import { createScreen, deleteScreen, duplicateScreen, undeleteScreen } from './screen-ops.ts';
import { callNames, templateList } from './templates.ts';
import type { Trash } from './trash.ts';
import { PublishRefused, SaveConflict, type ScreenStore } from '../screen-store/store.ts';
import { labelFile, labelsDirFor, parseOverrides, screenLabels } from '../labels.ts';
import { labelProblems, languageOf } from '../labels-check.ts';
import { languages, readCatalogue } from '../../scripts/catalogue.mjs';
import type { AssetStore } from '../assets/store.ts';
import { listAssets, uploadAsset } from './uploads.ts';
import { requirePublisher, type Role } from './roles.ts';
import type { Workflow } from './workflow.ts';
import type { Scheduler } from './scheduler.ts';
import { workflowApi } from './workflow-api.ts';
import type { Links } from './links.ts';
import { orPublished, publishedNames, publishedText } from './read-only.ts';

export interface ApiContext {
  screensDir: string;
  store: ScreenStore;
  trash: Trash;
  /** The label overrides, one document per language. */
  labels: ScreenStore;
  /** Uploaded images. */
  assets: AssetStore;
  previews: Previews;
  /** The signed-in person's name (recorded with every change) and role (what the server lets them do). */
  user: string;
  role: Role;
  /** Approval requests, scheduled publishes and preview links; this server's scheduler, woken when one is made. */
  workflow: Workflow;
  scheduler?: Scheduler;
  links: Links;
  now: () => Date;
}

const text = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new StudioRefusal(400, `${what} is missing.`);
  return v;
};

function previewChange(body: Record<string, unknown>, ctx: ApiContext) {
  const dir = ctx.screensDir;
  const change: Omit<Preview, 'touched'> = {};
  if (body.file !== undefined) {
    screenPath(dir, body.file);
    change.draft = { file: body.file as string, source: text(body.source, 'The draft text') };
  }
  if (body.flags && typeof body.flags === 'object') {
    change.flags = Object.fromEntries(
      Object.entries(body.flags).filter(([k, v]) => /^[A-Za-z][A-Za-z0-9_]*$/.test(k) && typeof v === 'boolean'),
    );
  }
  if (typeof body.language === 'string' && /^[A-Z]{2,3}$/.test(body.language)) change.language = body.language;
  const labels = body.labels as { file?: unknown; source?: unknown } | undefined;
  if (labels && typeof labels === 'object') {
    const file = docsOf('labels', ctx).name(labels.file);
    change.labels = { [file]: parseOverrides(text(labels.source, 'The label texts')) };
  }
  return change;
}

/** The documents a call is about: screens, or with kind "labels" the label overrides. */
export interface Docs {
  store: ScreenStore;
  where: string;
  /** Checks a document name (refuses anything else). */
  name(file: unknown): string;
  check(file: string, source: string): Promise<{ problems: Problem[]; elsewhere: Problem[] }>;
}

export function docsOf(kind: unknown, ctx: ApiContext): Docs {
  if (kind === 'labels')
    return {
      store: ctx.labels,
      where: 'labels/',
      name(file) {
        if (typeof file !== 'string' || !languageOf(file))
          throw new StudioRefusal(400, `"${String(file)}" is not a language with a label catalogue (e.g. en.json).`);
        return file;
      },
      check: async (file, source) => ({ problems: labelProblems(file, source), elsewhere: [] }),
    };
  return {
    store: ctx.store,
    where: 'screens/',
    name(file) {
      screenPath(ctx.screensDir, file);
      return file as string;
    },
    check: (file, source) => checkDraft(ctx.screensDir, file, source),
  };
}

/** One language's label texts for the Labels view: shipped (and EN's, for reference) and the latest overrides. */
async function labelsOf(lang: string | null, ctx: ApiContext) {
  const file = docsOf('labels', ctx).name(labelFile(lang ?? ''));
  const code = file.replace(/\.json$/, '').toUpperCase();
  const { value, readOnly } = await orPublished(
    () => ctx.labels.read(file),
    () => publishedText(labelsDirFor(ctx.screensDir), file),
  );
  const source = value ?? '{}\n';
  return {
    language: code,
    file,
    languages: languages(),
    shipped: readCatalogue(code),
    en: readCatalogue('EN'),
    source,
    overrides: parseOverrides(source),
    ...(readOnly ? { readOnly } : {}),
  };
}

/** Answers one /studio/api/<name> request. Only the caller's access check stands before it. */
export async function studioApi(req: IncomingMessage, res: ServerResponse, name: string, url: URL, ctx: ApiContext): Promise<void> {
  const dir = ctx.screensDir;
  const method = req.method ?? 'GET';
  if (method === 'GET' && name === 'meta') {
    const files = await orPublished(
      () => ctx.store.list(),
      () => publishedNames(dir),
    );
    return sendJson(res, 200, {
      ...studioMeta(),
      labels: await screenLabels(labelsDirFor(dir)),
      files: files.value,
      ...(files.readOnly ? { readOnly: files.readOnly } : {}),
      routes: await knownRoutes(dir),
      user: ctx.user,
      role: ctx.role,
      templates: templateList(),
      calls: callNames(),
    });
  }
  if (name === 'assets') {
    if (method === 'GET') return sendJson(res, 200, { assets: await listAssets(ctx.assets) });
    if (method === 'POST') return sendJson(res, 200, await uploadAsset(req, ctx.assets, ctx.user));
  }
  if (method === 'GET' && name === 'deleted') return sendJson(res, 200, { deleted: await ctx.trash.list() });
  if (method === 'GET' && name === 'labels') return sendJson(res, 200, await labelsOf(url.searchParams.get('lang'), ctx));
  const asked = docsOf(url.searchParams.get('kind'), ctx);
  if (method === 'GET' && name === 'file') {
    const file = asked.name(url.searchParams.get('name'));
    const folder = asked.where === 'labels/' ? labelsDirFor(dir) : dir;
    const { value: source, readOnly } = await orPublished(
      () => asked.store.read(file),
      () => publishedText(folder, file),
    );
    if (source === null) throw new StudioRefusal(404, `${asked.where}${file} does not exist.`);
    return sendJson(res, 200, { file, source, ...(readOnly ? { readOnly } : {}) });
  }
  if (method === 'GET' && name === 'history') {
    const file = asked.name(url.searchParams.get('name'));
    return sendJson(res, 200, { file, versions: await asked.store.history(file) });
  }
  if (method === 'GET' && name === 'version') {
    const file = asked.name(url.searchParams.get('name'));
    const found = await asked.store.version(file, Number(url.searchParams.get('v')));
    if (!found) throw new StudioRefusal(404, `${asked.where}${file} has no version ${url.searchParams.get('v')}.`);
    return sendJson(res, 200, found);
  }
  const flow = await workflowApi(
    method,
    name,
    () => readJsonBody(req),
    ctx,
    (kind) => docsOf(kind, ctx),
  );
  if (flow !== false) return sendJson(res, 200, flow);
  if (method !== 'POST') throw new StudioRefusal(404, 'No such studio call.');
  if (name === 'end') {
    // Sent by navigator.sendBeacon as text when the page closes.
    try {
      ctx.previews.end(JSON.parse(await readBody(req, 1000)).id);
    } catch {
      /* nothing to end */
    }
    return sendJson(res, 200, { ended: true });
  }
  const body = await readJsonBody(req);
  const docs = docsOf(body.kind, ctx);
  if (name === 'check') {
    const file = docs.name(text(body.file, 'The file name'));
    return sendJson(res, 200, await docs.check(file, text(body.source, 'The text to check')));
  }
  if (name === 'preview') return sendJson(res, 200, { id: ctx.previews.put(body.id, previewChange(body, ctx), ctx.user) });
  if (name === 'save') return sendJson(res, 200, await save(body, ctx));
  if (name === 'restore') return sendJson(res, 200, await restore(body, ctx));
  if (name === 'publish') {
    const file = docs.name(text(body.file, 'The file name'));
    return sendJson(res, 200, {
      published: file,
      version: await publish(file, docs, ctx, typeof body.version === 'number' ? body.version : undefined),
    });
  }
  if (name === 'create') return sendJson(res, 200, await createScreen(body, ctx, save));
  if (name === 'duplicate') return sendJson(res, 200, await duplicateScreen(body, ctx, save));
  if (name === 'delete') {
    requirePublisher(asStaff(ctx), 'delete');
    return sendJson(res, 200, await deleteScreen(body, ctx));
  }
  if (name === 'undelete') {
    requirePublisher(asStaff(ctx), 'undelete');
    return sendJson(res, 200, await undeleteScreen(body, ctx, save));
  }
  throw new StudioRefusal(404, 'No such studio call.');
}

const asStaff = (ctx: ApiContext) => ({ name: ctx.user, role: ctx.role });

/** Publishes a version (default the latest), refused with the problems check:screens finds; publishers only. */
async function publish(file: string, docs: Docs, ctx: ApiContext, version?: number) {
  requirePublisher(asStaff(ctx), 'publish');
  try {
    return await docs.store.publish(file, { author: ctx.user, version });
  } catch (err) {
    if (!(err instanceof PublishRefused)) throw err;
    throw new StudioRefusal(422, err.message, { problems: err.problems, elsewhere: err.elsewhere });
  }
}

/**
 * Saves a file as a new version: a draft (checked like check:screens, and kept whatever the check finds: the
 * answer lists the problems), or published, which the same check must pass. Refuses stale edits.
 */
async function save(body: Record<string, unknown>, ctx: ApiContext, restoredFrom?: number) {
  const docs = docsOf(body.kind, ctx);
  const file = docs.name(text(body.file, 'The file name'));
  const source = text(body.source, 'The text to save');
  const draft = body.draft === true;
  // Refused before anything is saved: "Save and publish" by an author keeps nothing half done.
  if (!draft) requirePublisher(asStaff(ctx), 'publish');
  const { problems, elsewhere } = await docs.check(file, source);
  if (!draft && (problems.length || elsewhere.length)) {
    const count = problems.length + elsewhere.length;
    throw new StudioRefusal(422, `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix first.`, { problems, elsewhere });
  }
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  try {
    const version = await docs.store.save(file, source, {
      author: ctx.user,
      message,
      base: typeof body.base === 'string' ? body.base : undefined,
      restoredFrom,
    });
    return draft
      ? { saved: file, version, problems, elsewhere }
      : { saved: file, version: await publish(file, docs, ctx, version.version) };
  } catch (err) {
    if (!(err instanceof SaveConflict)) throw err;
    throw new StudioRefusal(409, `Not saved: ${err.message} Your edit is still here: compare it with theirs, then save again.`, {
      current: err.current,
      latest: err.latest,
    });
  }
}

/** Makes an old version current again, as a new version: for a screen a draft unless `"draft": false` asks to publish it too; label texts are published unless `"draft": true`. */
async function restore(body: Record<string, unknown>, ctx: ApiContext) {
  requirePublisher(asStaff(ctx), 'restore');
  const docs = docsOf(body.kind, ctx);
  const file = docs.name(text(body.file, 'The file name'));
  const old = await docs.store.version(file, Number(body.version));
  if (!old) throw new StudioRefusal(404, `${docs.where}${file} has no version ${String(body.version)}.`);
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : `Restored version ${old.version}`;
  return save(
    {
      kind: body.kind,
      file,
      source: old.source,
      base: body.base,
      message,
      draft: body.kind === 'labels' ? body.draft === true : body.draft !== false,
    },
    ctx,
    old.version,
  );
}
