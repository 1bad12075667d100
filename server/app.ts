// The one Node server: the built app (precompressed, immutable hashed assets, SPA fallback for app
// routes), screens/ live, and the platform API (the sandbox, or a proxy to a real platform).
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from './headers.ts';
import { handleScreens } from './screens.ts';
import { sendCompressed } from './send.ts';
import { installHandler, type SwSwitch } from './install.ts';
import { bootData } from './boot-data.ts';

export interface ServerOptions {
  root: string;
  distDir?: string;
  screensDir?: string;
  /** Serve staff tools such as the component gallery (off with STUDIO=0). */
  staffTools?: boolean;
  /** Handles /wps, /lgw and sandbox paths; returns true when it answered. */
  api?: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
  /** The screen studio (server/studio.ts): /studio and its preview hooks; runs before everything else. */
  studio?: import('./studio.ts').StudioHandler;
  /** The service worker's kill switch (SW_KILL, SW_REVOKE); default: on, nothing revoked. */
  sw?: SwSwitch;
}

/** Paths that render the single-page app. */
export function isAppRoute(path: string): boolean {
  return path === '/' || path === '/m' || path.startsWith('/m/') || path === '/register.html';
}

/** Builds the request handler (exported for tests) and the server. */
export function createAppServer(opts: ServerOptions): Server {
  const dist = opts.distDir ?? join(opts.root, 'dist');
  const screensDir = opts.screensDir ?? join(opts.root, 'screens');
  const assets = sirv(dist, {
    brotli: true, gzip: true, etag: true, dotfiles: false,
    setHeaders(res, pathname) {
      if (pathname.startsWith('/assets/')) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else res.setHeader('Cache-Control', 'no-cache');
    },
  });
  const install = installHandler(dist, opts.sw ?? { kill: false, revoke: [] });
  const boot = bootData(screensDir);
  // index.html is re-read when a rebuild replaces it (watch mode), otherwise served from memory.
  let cached: { mtime: number; body: Buffer } | null = null;
  const index = () => {
    const file = join(dist, 'index.html');
    const mtime = statSync(file).mtimeMs;
    if (!cached || cached.mtime !== mtime) cached = { mtime, body: readFileSync(file) };
    return cached.body;
  };

  return createServer(async (req, res) => {
    securityHeaders(res);
    const url = new URL(req.url ?? '/', 'http://local');
    const path = decodeURIComponent(url.pathname);
    try {
      if (opts.studio && await opts.studio(req, res, url, { screensDir, distDir: dist, api: opts.api })) return;
      if (opts.api && await opts.api(req, res, url)) return;
      if (await handleScreens(req, res, path, screensDir)) return;
      if (await install(req, res, path)) return;
      if ((path === '/gallery' || path === '/gallery/') && opts.staffTools !== false) {
        res.setHeader('Cache-Control', 'no-cache');
        sendCompressed(req, res, 200, 'text/html; charset=utf-8', readFileSync(join(dist, 'gallery/index.html')));
        return;
      }
      if (isAppRoute(path)) {
        res.setHeader('Cache-Control', 'no-cache');
        const head = opts.api ? await boot(req, path) : '';
        sendCompressed(req, res, 200, 'text/html; charset=utf-8', head ? index().toString('utf8').replace('</head>', `${head}\n</head>`) : index());
        return;
      }
      assets(req, res, () => sendCompressed(req, res, 404, 'text/plain; charset=utf-8', 'Not found'));
    } catch (err) {
      console.error(`[server] ${req.method} ${path} failed`, err);
      if (!res.headersSent) sendCompressed(req, res, 500, 'text/plain; charset=utf-8', 'Server error');
      else res.end();
    }
  });
}
