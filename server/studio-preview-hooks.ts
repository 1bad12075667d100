// What the preview frame sees differently: while its requests name a live preview (the X-Studio-Preview
// header, which only the app inside the studio's frame sends: engine/preview-id.ts), the screen manifest
// carries the draft, the site config carries the preview's flags and language, and a language without a
// catalogue yet gets an empty one (so the app falls back to EN labels instead of failing to start).
// Nothing else names a preview (no cookie), so the studio's other tabs and players get the published screens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readManifest } from './screens.ts';
import { SITE_CONFIG_PATH } from './platform.ts';
import { capture } from './studio-capture.ts';
import { header, sendJson } from './studio-http.ts';
import type { Previews } from './studio-previews.ts';
import { PREVIEW_HEADER } from '../engine/preview-id.ts';
import { languages } from '../scripts/catalogue.mjs';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** Answers the preview's requests; resolves false for everything else (the normal handlers answer). */
export async function previewHook(req: IncomingMessage, res: ServerResponse, url: URL, previews: Previews, ctx: { screensDir: string; api?: Handler }): Promise<boolean> {
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
  if (path === SITE_CONFIG_PATH && ctx.api) {
    const switches = preview();
    if (!switches || (!switches.flags && !switches.language)) return false;
    const answer = await capture(ctx.api, req, url);
    if (!answer) return false;
    let body: Buffer | string = answer.body;
    try {
      const json = JSON.parse(answer.body.toString('utf8'));
      const value = json?.value;
      if (value && typeof value === 'object') {
        if (switches.flags) value.flags = { ...value.flags, ...switches.flags };
        const langs = value.languages;
        if (switches.language && langs && Array.isArray(langs.supported) && !langs.supported.includes(switches.language)) {
          langs.supported = [...langs.supported, switches.language];
        }
      }
      body = JSON.stringify(json);
    } catch { /* not JSON: pass it on unchanged */ }
    res.writeHead(answer.status, { ...answer.headers, 'Cache-Control': 'no-store' } as Record<string, string>);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }
  const lang = /^\/i18n\/([a-z]{2,3})\.json$/.exec(path)?.[1];
  if (lang && preview() && !languages().includes(lang.toUpperCase())) {
    sendJson(res, 200, {});
    return true;
  }
  return false;
}
