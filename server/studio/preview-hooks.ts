// What the preview frame sees differently: while its requests name a live preview (the X-Studio-Preview
// header, which only the app inside the studio's frame sends: engine/preview-id.ts), the screen manifest
// carries the draft, status carries the preview's flags (in its white-label tree), site config its language,
// a label catalogue the latest label overrides (drafts included) and the studio's unsaved label edits, and a
// language without a catalogue yet gets an empty one (so the app falls back to EN labels instead of failing to start).
// Nothing else names a preview (no cookie), so the studio's other tabs and players get the published screens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readManifest } from '../screens.ts';
import { SITE_CONFIG_PATH, endpointOf } from '../platform.ts';
import { capture } from './capture.ts';
import { header, sendJson } from './http.ts';
import type { Previews } from './previews.ts';
import { PREVIEW_HEADER } from '../../engine/preview-id.ts';
import { languages } from '../../scripts/catalogue.mjs';
import { CATALOGUE_PATH, labelFile, parseOverrides, sendCatalogue, shippedCatalogue } from '../labels.ts';
import type { ScreenStore } from '../screen-store/store.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

const STATUS_PATH = endpointOf('systemStatus').path;

interface TreeNode {
  modId?: unknown;
  enabled?: unknown;
  childrenNodes?: TreeNode[];
}

/** The white-label tree (one root node or an array of nodes, PLATFORM-API.md quirk 13) with the preview's flags
 * switched: nodes it names change, flags it lacks are added. */
export function withFlags(tree: unknown, flags: Record<string, boolean>): TreeNode[] {
  const left = new Map(Object.entries(flags));
  const walk = (nodes: unknown): TreeNode[] =>
    (Array.isArray(nodes) ? (nodes as TreeNode[]) : []).map((n) => {
      const on = typeof n?.modId === 'string' ? left.get(n.modId) : undefined;
      if (on !== undefined) left.delete(n.modId as string);
      return { ...n, ...(on !== undefined ? { enabled: on ? '1' : '0' } : {}), childrenNodes: walk(n?.childrenNodes) };
    });
  const out = walk(Array.isArray(tree) ? tree : tree && typeof tree === 'object' ? [tree] : []);
  return [...out, ...[...left].map(([modId, on]) => ({ modId, enabled: on ? '1' : '0', childrenNodes: [] }))];
}

/** Answers the preview's requests; resolves false for everything else (the normal handlers answer). */
export async function previewHook(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  previews: Pick<Previews, 'get'>,
  ctx: { screensDir: string; distDir: string; api?: Handler; labels: ScreenStore },
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = url.pathname;
  const preview = () => previews.get(header(req, PREVIEW_HEADER));
  if (path === '/screens/manifest.json') {
    const draft = preview()?.draft;
    if (!draft) return false;
    const { files } = await readManifest(ctx.screensDir);
    const merged = [...files.filter((f) => f.file !== draft.file), draft].sort((a, b) => a.file.localeCompare(b.file));
    sendJson(res, 200, { files: merged });
    return true;
  }
  if ((path === SITE_CONFIG_PATH || path === STATUS_PATH) && ctx.api) {
    const switches = preview();
    if (!switches || (!switches.flags && !switches.language)) return false;
    const answer = await capture(ctx.api, req, url);
    if (!answer) return false;
    let body: Buffer | string = answer.body;
    try {
      const json = JSON.parse(answer.body.toString('utf8'));
      const value = json?.value;
      if (value && typeof value === 'object') {
        // The flags are the platform's white-label tree in status (PLATFORM-API.md §6.13).
        if (switches.flags && path === STATUS_PATH)
          value.info = { ...value.info, whitelabel: withFlags(value.info?.whitelabel, switches.flags) };
        const langs = value.languages;
        if (switches.language && langs && Array.isArray(langs.supported) && !langs.supported.includes(switches.language)) {
          langs.supported = [...langs.supported, switches.language];
        }
      }
      body = JSON.stringify(json);
    } catch {
      /* not JSON: pass it on unchanged */
    }
    res.writeHead(answer.status, { ...answer.headers, 'Cache-Control': 'no-store' } as Record<string, string>);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  const lang = CATALOGUE_PATH.exec(path)?.[1];
  const labels = lang ? preview() : undefined;
  if (lang && labels) {
    if (!languages().includes(lang.toUpperCase())) {
      sendJson(res, 200, {});
      return true;
    }
    const shipped = await shippedCatalogue(ctx.distDir, lang);
    if (!shipped) return false;
    const file = labelFile(lang);
    const draft = parseOverrides(await ctx.labels.read(file));
    sendCatalogue(req, res, Buffer.from(JSON.stringify({ ...shipped, ...draft, ...labels.labels?.[file] })), 'no-store');
    return true;
  }
  return false;
}
