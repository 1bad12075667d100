// The studio's endpoints under /studio/api/: meta, file, history, version, deleted, check, preview, end, save,
// publish, restore, and create, duplicate, delete and undelete (server/studio-screen-ops.ts). Each answers JSON;
// refusals say what is wrong in plain words. A save with "draft": true only records a version (the preview shows
// it, players do not); otherwise it also publishes.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkDraft } from './studio-check.ts';
import { screenPath } from './studio-files.ts';
import { StudioRefusal, readBody, readJsonBody, sendJson } from './studio-http.ts';
import { knownRoutes, studioMeta } from './studio-meta.ts';
import type { Previews } from './studio-previews.ts';
import { createScreen, deleteScreen, duplicateScreen, undeleteScreen } from './studio-screen-ops.ts';
import { callNames, templateList } from './studio-templates.ts';
import type { Trash } from './studio-trash.ts';
import { PublishRefused, SaveConflict, type ScreenStore } from './screen-store/store.ts';

export interface ApiContext {
  screensDir: string;
  store: ScreenStore;
  trash: Trash;
  previews: Previews /** The signed-in user. */;
  user: string;
}

const text = (v: unknown, what: string): string => {
  if (typeof v !== 'string') throw new StudioRefusal(400, `${what} is missing.`);
  return v;
};

function previewChange(body: Record<string, unknown>, dir: string) {
  const change: { draft?: { file: string; source: string }; flags?: Record<string, boolean>; language?: string } = {};
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
  return change;
}

/** Answers one /studio/api/<name> request. Only the caller's access check stands before it. */
export async function studioApi(req: IncomingMessage, res: ServerResponse, name: string, url: URL, ctx: ApiContext): Promise<void> {
  const dir = ctx.screensDir;
  const method = req.method ?? 'GET';
  if (method === 'GET' && name === 'meta') {
    return sendJson(res, 200, {
      ...studioMeta(),
      files: await ctx.store.list(),
      routes: await knownRoutes(dir),
      user: ctx.user,
      templates: templateList(),
      calls: callNames(),
    });
  }
  if (method === 'GET' && name === 'deleted') return sendJson(res, 200, { deleted: await ctx.trash.list() });
  if (method === 'GET' && name === 'file') {
    const file = url.searchParams.get('name');
    const source = await ctx.store.read(file as string);
    if (source === null) throw new StudioRefusal(404, `screens/${file} does not exist.`);
    return sendJson(res, 200, { file, source });
  }
  if (method === 'GET' && name === 'history') {
    const file = url.searchParams.get('name') as string;
    screenPath(dir, file);
    return sendJson(res, 200, { file, versions: await ctx.store.history(file) });
  }
  if (method === 'GET' && name === 'version') {
    const file = url.searchParams.get('name') as string;
    screenPath(dir, file);
    const found = await ctx.store.version(file, Number(url.searchParams.get('v')));
    if (!found) throw new StudioRefusal(404, `screens/${file} has no version ${url.searchParams.get('v')}.`);
    return sendJson(res, 200, found);
  }
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
  if (name === 'check') {
    const file = text(body.file, 'The file name');
    screenPath(dir, file);
    return sendJson(res, 200, await checkDraft(dir, file, text(body.source, 'The text to check')));
  }
  if (name === 'preview') return sendJson(res, 200, { id: ctx.previews.put(body.id, previewChange(body, dir)) });
  if (name === 'save') return sendJson(res, 200, await save(body, ctx));
  if (name === 'restore') return sendJson(res, 200, await restore(body, ctx));
  if (name === 'publish') {
    const file = text(body.file, 'The file name');
    screenPath(dir, file);
    return sendJson(res, 200, {
      published: file,
      version: await publish(file, ctx, typeof body.version === 'number' ? body.version : undefined),
    });
  }
  if (name === 'create') return sendJson(res, 200, await createScreen(body, ctx, save));
  if (name === 'duplicate') return sendJson(res, 200, await duplicateScreen(body, ctx, save));
  if (name === 'delete') return sendJson(res, 200, await deleteScreen(body, ctx));
  if (name === 'undelete') return sendJson(res, 200, await undeleteScreen(body, ctx, save));
  throw new StudioRefusal(404, 'No such studio call.');
}

/** Publishes a version (default the latest), refused with the problems check:screens finds. */
async function publish(file: string, ctx: ApiContext, version?: number) {
  try {
    return await ctx.store.publish(file, { author: ctx.user, version });
  } catch (err) {
    if (!(err instanceof PublishRefused)) throw err;
    throw new StudioRefusal(422, err.message, { problems: err.problems, elsewhere: err.elsewhere });
  }
}

/** Saves a file as a new version (a draft, or published after the same validation as check:screens); refuses invalid text and stale edits. */
async function save(body: Record<string, unknown>, ctx: ApiContext, restoredFrom?: number) {
  const file = text(body.file, 'The file name');
  const source = text(body.source, 'The text to save');
  screenPath(ctx.screensDir, file);
  const draft = body.draft === true;
  const { problems, elsewhere } = draft ? { problems: [], elsewhere: [] } : await checkDraft(ctx.screensDir, file, source);
  if (problems.length || elsewhere.length) {
    const count = problems.length + elsewhere.length;
    throw new StudioRefusal(422, `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix first.`, { problems, elsewhere });
  }
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  try {
    const version = await ctx.store.save(file, source, {
      author: ctx.user,
      message,
      base: typeof body.base === 'string' ? body.base : undefined,
      restoredFrom,
    });
    return { saved: file, version: draft ? version : await publish(file, ctx, version.version) };
  } catch (err) {
    if (!(err instanceof SaveConflict)) throw err;
    throw new StudioRefusal(409, `Not saved: ${err.message} Your edit is still here: compare it with theirs, then save again.`, {
      current: err.current,
      latest: err.latest,
    });
  }
}

/** Makes an old version current again, as a new version (checked like any save). */
async function restore(body: Record<string, unknown>, ctx: ApiContext) {
  const file = text(body.file, 'The file name');
  screenPath(ctx.screensDir, file);
  const old = await ctx.store.version(file, Number(body.version));
  if (!old) throw new StudioRefusal(404, `screens/${file} has no version ${String(body.version)}.`);
  const message = typeof body.message === 'string' && body.message.trim() ? body.message : `Restored version ${old.version}`;
  return save({ file, source: old.source, base: body.base, message, draft: body.draft }, ctx, old.version);
}
