// Making and unmaking screens from the studio: new from a template, duplicate, delete (refused while
// another screen links to it) and restore a deleted one. New, copied and restored screens are saved as drafts
// (checked, with any problems in the answer; players see them once published), so the history records each with its author.
import { checkDraft, checkRemoval } from './check.ts';
import { screenPath } from './files.ts';
import { StudioRefusal } from './http.ts';
import { fromTemplate, screenText } from './templates.ts';
import type { ApiContext } from './api.ts';
import { SaveConflict } from '../screen-store/store.ts';

type Save = (
  body: Record<string, unknown>,
  ctx: ApiContext,
  restoredFrom?: number,
) => Promise<{ saved: string; version: unknown; problems?: unknown[]; elsewhere?: unknown[] }>;

const text = (v: unknown, what: string): string => {
  if (typeof v !== 'string' || !v.trim()) throw new StudioRefusal(400, `${what} is missing.`);
  return v.trim();
};

/** A free screen file name (refused when taken) and the screen id it gives. */
async function newName(body: Record<string, unknown>, ctx: ApiContext): Promise<{ file: string; id: string }> {
  const raw = text(body.file, 'The new file name');
  const file = raw.endsWith('.json') ? raw : `${raw}.json`;
  screenPath(ctx.screensDir, file);
  if (file === 'app.json' || (await ctx.store.read(file)) !== null)
    throw new StudioRefusal(409, `screens/${file} already exists: choose another name.`);
  return { file, id: file.replace(/\.json$/, '') };
}

/** The dialog's own inputs (file name, route, title) are refused when the check finds them wrong; anything else waits in the draft. */
async function refuseBadInputs(ctx: ApiContext, file: string, source: string): Promise<void> {
  const { problems } = await checkDraft(ctx.screensDir, file, source);
  const bad = problems.filter((p) => p.pointer === '/id' || p.pointer === '/title' || p.pointer.startsWith('/routes'));
  if (bad.length)
    throw new StudioRefusal(422, `Not saved: ${bad.length} problem${bad.length === 1 ? '' : 's'} to fix first.`, {
      problems: bad,
      elsewhere: [],
    });
}

/** Creates a screen, as a draft, from a template: { template, file, route, title, call? }. */
export async function createScreen(body: Record<string, unknown>, ctx: ApiContext, save: Save) {
  const { file, id } = await newName(body, ctx);
  const template = text(body.template, 'The template');
  const source = fromTemplate(template, {
    id,
    route: text(body.route, 'The route'),
    title: text(body.title, 'The title label key'),
    call: typeof body.call === 'string' ? body.call.trim() : undefined,
  });
  if (!source) throw new StudioRefusal(400, `There is no "${template}" template.`);
  await refuseBadInputs(ctx, file, source);
  // base '' : refused as a conflict if someone creates the same file meanwhile.
  const saved = await save({ file, source, base: '', message: `New screen from the ${template} template`, draft: true }, ctx);
  await ctx.trash.restored(file);
  return saved;
}

/** Copies a screen, as a draft, under a new file name and route: { from, file, route }. */
export async function duplicateScreen(body: Record<string, unknown>, ctx: ApiContext, save: Save) {
  const from = text(body.from, 'The screen to copy');
  screenPath(ctx.screensDir, from);
  const original = await ctx.store.read(from);
  if (original === null) throw new StudioRefusal(404, `screens/${from} does not exist.`);
  const { file, id } = await newName(body, ctx);
  let screen: Record<string, unknown>;
  try {
    screen = JSON.parse(original);
  } catch {
    throw new StudioRefusal(422, `screens/${from} is not valid JSON, so it cannot be copied.`);
  }
  const source = screenText({ ...screen, id, routes: [text(body.route, 'The route')] });
  await refuseBadInputs(ctx, file, source);
  const saved = await save({ file, source, base: '', message: `Copy of ${from}`, draft: true }, ctx);
  await ctx.trash.restored(file);
  return saved;
}

/** Deletes a screen: { file, base }. Refused, naming them, while other screens link to its routes. */
export async function deleteScreen(body: Record<string, unknown>, ctx: ApiContext) {
  const file = text(body.file, 'The file name');
  screenPath(ctx.screensDir, file);
  if (file === 'app.json') throw new StudioRefusal(400, 'app.json is the app itself (footers, popups, home): it cannot be deleted.');
  if ((await ctx.store.read(file)) === null) throw new StudioRefusal(404, `screens/${file} does not exist.`);
  const problems = await checkRemoval(ctx.screensDir, file);
  if (problems.length) {
    const linking = [...new Set(problems.map((p) => p.file))].sort();
    const names = linking.length === 1 ? linking[0] : `${linking.slice(0, -1).join(', ')} and ${linking.at(-1)}`;
    throw new StudioRefusal(
      409,
      `Not deleted: ${names} ${linking.length === 1 ? 'links' : 'link'} to screens/${file}. Remove those links first.`,
      { linking, problems },
    );
  }
  try {
    await ctx.trash.remove(file, { author: ctx.user, base: typeof body.base === 'string' ? body.base : undefined });
  } catch (err) {
    if (!(err instanceof SaveConflict)) throw err;
    throw new StudioRefusal(409, `Not deleted: ${err.message} Open it again to see their change first.`, {
      current: err.current,
      latest: err.latest,
    });
  }
  return { deleted: file };
}

/** Brings a deleted screen back from its last version, as a draft: { file }. Checked (its routes may be taken now). */
export async function undeleteScreen(body: Record<string, unknown>, ctx: ApiContext, save: Save) {
  const file = text(body.file, 'The file name');
  screenPath(ctx.screensDir, file);
  const found = (await ctx.trash.list()).find((d) => d.file === file);
  if (!found) throw new StudioRefusal(404, `screens/${file} is not a deleted screen.`);
  const last = await ctx.store.version(file, found.lastVersion);
  if (!last) throw new StudioRefusal(404, `screens/${file} has no version ${found.lastVersion}.`);
  // The store still holds the deleted screen's versions, so the restore is made over its latest text.
  const saved = await save(
    {
      file,
      source: last.source,
      base: (await ctx.store.read(file)) ?? '',
      message: `Restored after ${found.author} deleted it`,
      draft: true,
    },
    ctx,
    last.version,
  );
  await ctx.trash.restored(file);
  return saved;
}
