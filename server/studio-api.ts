// The studio's endpoints under /studio/api/: meta, file, check, preview, end and save. Each answers JSON;
// refusals say what is wrong in plain words.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { relative } from 'node:path';
import { checkDraft } from './studio-check.ts';
import { listScreens, readScreen, screenPath, writeScreen } from './studio-files.ts';
import { StudioRefusal, readBody, readJsonBody, sendJson } from './studio-http.ts';
import { knownRoutes, studioMeta } from './studio-meta.ts';
import type { Previews } from './studio-previews.ts';

export interface ApiContext { screensDir: string; backupsDir: string; root: string; previews: Previews }

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
    change.flags = Object.fromEntries(Object.entries(body.flags).filter(([k, v]) => /^[A-Za-z][A-Za-z0-9_]*$/.test(k) && typeof v === 'boolean'));
  }
  if (typeof body.language === 'string' && /^[A-Z]{2,3}$/.test(body.language)) change.language = body.language;
  return change;
}

/** Answers one /studio/api/<name> request. Only the caller's access check stands before it. */
export async function studioApi(req: IncomingMessage, res: ServerResponse, name: string, url: URL, ctx: ApiContext): Promise<void> {
  const dir = ctx.screensDir;
  const method = req.method ?? 'GET';
  if (method === 'GET' && name === 'meta') return sendJson(res, 200, { ...studioMeta(), files: await listScreens(dir), routes: await knownRoutes(dir) });
  if (method === 'GET' && name === 'file') {
    const file = url.searchParams.get('name');
    const source = await readScreen(dir, file as string);
    if (source === null) throw new StudioRefusal(404, `screens/${file} does not exist.`);
    return sendJson(res, 200, { file, source });
  }
  if (method !== 'POST') throw new StudioRefusal(404, 'No such studio call.');
  if (name === 'end') {
    // Sent by navigator.sendBeacon as text when the page closes.
    try { ctx.previews.end(JSON.parse(await readBody(req, 1000)).id); } catch { /* nothing to end */ }
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
  throw new StudioRefusal(404, 'No such studio call.');
}

/** Saves a file after the same validation as check:screens; refuses invalid text and stale edits. */
async function save(body: Record<string, unknown>, ctx: ApiContext) {
  const file = text(body.file, 'The file name');
  const source = text(body.source, 'The text to save');
  screenPath(ctx.screensDir, file);
  const { problems, elsewhere } = await checkDraft(ctx.screensDir, file, source);
  if (problems.length || elsewhere.length) {
    const count = problems.length + elsewhere.length;
    throw new StudioRefusal(422, `Not saved: ${count} problem${count === 1 ? '' : 's'} to fix first.`, { problems, elsewhere });
  }
  const current = await readScreen(ctx.screensDir, file);
  if (typeof body.base === 'string' && current !== null && current !== body.base) {
    throw new StudioRefusal(409, `Not saved: screens/${file} was changed by someone else since you opened it. Reload it to see their change.`, { current });
  }
  const { backup } = await writeScreen(ctx.screensDir, ctx.backupsDir, file, source);
  return { saved: file, backup: backup && relative(ctx.root, backup) };
}
