// The screen studio's server side: the /studio page and its files, the /studio/api/ calls, and the
// preview hooks. Mounted by server/app.ts through its `studio` option; off with STUDIO=0.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { access, CSRF_HEADER, isLoopback, sameToken, tokenCookie } from './studio-access.ts';
import { studioApi } from './studio-api.ts';
import { StudioRefusal, header, readBody, sendJson } from './studio-http.ts';
import { tokenPage } from './studio-token-page.ts';
import { previewHook } from './studio-preview-hooks.ts';
import { createPreviews } from './studio-previews.ts';
import { sendCompressed } from './send.ts';
import { CSP } from './headers.ts';

type ApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
/** What server/app.ts hands the studio on each request. */
export interface StudioContext { screensDir: string; distDir: string; api?: ApiHandler }
/** Answers the request (true) or leaves it to the app server (false). */
export type StudioHandler = (req: IncomingMessage, res: ServerResponse, url: URL, ctx: StudioContext) => Promise<boolean>;

export interface StudioOptions {
  /** The repository root (backup paths are reported relative to it). */
  root: string;
  /** The address the server listens on; a non-loopback one requires `token`. */
  host: string;
  token?: string;
  /** Where backups go; default .studio-backups/ beside the screens folder. */
  backupsDir?: string;
}

const ASSET = /^\/studio\/([\w-]+\.(?:js|css)(?:\.map)?)$/;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', map: 'application/json' };

/** Creates the studio handler. */
export function createStudio(opts: StudioOptions): StudioHandler {
  const previews = createPreviews();
  return async (req, res, url, ctx) => {
    const path = url.pathname;
    if (path !== '/studio' && !path.startsWith('/studio/')) return previewHook(req, res, url, previews, ctx);
    res.setHeader('Cache-Control', 'no-store');
    const asset = ASSET.exec(path)?.[1];
    if (asset && req.method === 'GET') {
      try { sendCompressed(req, res, 200, TYPES[asset.split('.').pop()!]!, await readFile(join(ctx.distDir, 'studio', asset))); } catch { sendJson(res, 404, { error: 'Not found.' }); }
      return true;
    }
    const allowed = access(req, opts);
    if (path === '/studio/login' && req.method === 'POST') {
      const token = new URLSearchParams(await readBody(req, 4000)).get('token') ?? '';
      if (!opts.token || !sameToken(token, opts.token)) { sendPage(req, res, 401, tokenPage(opts.token ? 'That token is not right. Try again.' : 'This studio has no token configured.')); return true; }
      res.writeHead(303, { 'Set-Cookie': tokenCookie(token), Location: '/studio' }).end();
      return true;
    }
    if (path === '/studio' || path === '/studio/') {
      if (allowed === 'ok') await sendStudioPage(req, res, ctx.distDir);
      else if (allowed === 'token-needed') sendPage(req, res, 401, tokenPage());
      else sendPage(req, res, 403, tokenPage(forbiddenReason(opts)));
      return true;
    }
    const name = /^\/studio\/api\/([a-z]+)$/.exec(path)?.[1];
    if (!name) { sendJson(res, 404, { error: 'Not found.' }); return true; }
    try {
      if (allowed !== 'ok') throw new StudioRefusal(allowed === 'token-needed' ? 401 : 403, allowed === 'token-needed' ? 'The studio token is missing or wrong.' : forbiddenReason(opts));
      if (req.method === 'POST' && name !== 'end' && header(req, CSRF_HEADER) !== '1') throw new StudioRefusal(403, `Studio calls that change something must send the ${CSRF_HEADER} header.`);
      await studioApi(req, res, name, url, { screensDir: ctx.screensDir, backupsDir: opts.backupsDir ?? join(ctx.screensDir, '..', '.studio-backups'), root: opts.root, previews });
    } catch (err) {
      if (!(err instanceof StudioRefusal)) throw err;
      sendJson(res, err.status, { error: err.message, ...err.extra });
    }
    return true;
  };
}

function forbiddenReason(opts: StudioOptions): string {
  return isLoopback(opts.host) ? 'The studio answers only on this machine (127.0.0.1 or localhost).' : 'The studio is locked: set STUDIO_TOKEN on the server to use it from other machines.';
}

/** The studio page, with a per-response nonce so the editor may add its own <style> element under the CSP. */
async function sendStudioPage(req: IncomingMessage, res: ServerResponse, distDir: string): Promise<void> {
  let html: string;
  try { html = await readFile(join(distDir, 'studio', 'index.html'), 'utf8'); } catch {
    sendPage(req, res, 503, tokenPage('The studio is not built yet: run node build.mjs (npm start builds when dist/ is stale).'));
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  res.setHeader('Content-Security-Policy', CSP.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`));
  sendPage(req, res, 200, html.replaceAll('__CSP_NONCE__', nonce));
}

function sendPage(req: IncomingMessage, res: ServerResponse, status: number, html: string | Buffer): void {
  sendCompressed(req, res, status, 'text/html; charset=utf-8', html);
}

/** The studio for `npm start`: off with STUDIO=0; STUDIO_TOKEN is required when HOST is not loopback. */
export function studioFromEnv(env: NodeJS.ProcessEnv, host: string, root: string): StudioHandler | undefined {
  if (env.STUDIO === '0') return undefined;
  if (!isLoopback(host) && !env.STUDIO_TOKEN) console.warn('[studio] HOST is not loopback and STUDIO_TOKEN is not set: the studio stays locked');
  return createStudio({ root, host, token: env.STUDIO_TOKEN || undefined });
}
