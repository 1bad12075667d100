// The one Node server: the built app (precompressed, immutable hashed assets, SPA fallback for app
// routes), screens/ and the label overrides live, and the platform API (the sandbox, or a proxy to a real platform).
// Every request is treated as hostile: the handler is total (a malformed URL, method or body gets a 4xx with
// a plain message), and whatever still goes wrong is answered with a 500 and logged, never a crash.
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CSP_REPORT_PATH, cspFor, securityHeaders } from './headers.ts';
import { handleScreens, screensTag, screensVersion, tagPage } from './screens.ts';
import { catalogueHandler, labelsDirFor, labelsTag, labelsVersion, tagLabels } from './labels.ts';
import { sendCompressed, sendText } from './send.ts';
import { installHandler, type SwSwitch } from './install.ts';
import { bootPage } from './boot-data.ts';
import { RENDER_BUDGET_MS, serverRenderer, setAsideScripts } from './ssr.ts';
import { buildSource } from './builds.ts';
import { pageCache } from './page-cache.ts';
import { healthHandler } from './health.ts';
import { handleCspReport } from './csp-report.ts';
import { logRequest, type LogSink } from './request-log.ts';
import { platformGet, selfOrigin } from './platform.ts';
import { isAppPath } from '../engine/sw/policy.ts';
import { fieldDataOff, type FieldDataHandler } from './field-data/endpoint.ts';
import type { AssetStore } from './assets/store.ts';
import { createFileAssets, uploadsDirFor } from './assets/file-assets.ts';
import { serveAsset } from './assets/serve.ts';
import { withoutStudioCookies } from './studio/sessions.ts';
import { claimedRoutes } from './claimed-routes.ts';
import type { ApiHandler } from './api.ts';

export interface ServerOptions {
  root: string;
  distDir?: string;
  screensDir?: string;
  /** Serve staff tools such as the component gallery (off with STUDIO=0). */
  staffTools?: boolean;
  /** The gallery without the studio's sign-in (a test server's development setting; `npm run dev` has it too). */
  openGallery?: boolean;
  /** Handles /wps, /lgw, /lotto and sandbox paths; returns true when it answered (server/api.ts). */
  api?: ApiHandler;
  /** The screen studio (server/studio/index.ts): /studio and its preview hooks; runs before everything else. */
  studio?: import('./studio/index.ts').Studio;
  /** The service worker's kill switch (SW_KILL, SW_REVOKE); default: on, nothing revoked. */
  sw?: SwSwitch;
  /** dist/ is rebuilt in place (`npm run dev`): look files up on disk on every request. */
  liveDist?: boolean;
  /** Trust X-Forwarded-Proto from a reverse proxy (TRUST_PROXY=1): HSTS and secure cookies behind it. */
  trustProxy?: boolean;
  /** Serve source maps and the build's metafile (PUBLIC_SOURCEMAPS=1); off by default. */
  publicSourceMaps?: boolean;
  /** One JSON entry per request and per incident (server/request-log.ts); none by default. */
  log?: LogSink;
  /** Render app pages' first screenful on the server (SSR=0 turns it off); default on. */
  ssr?: boolean;
  /** Field data from players' pages, /rum (server/field-data/); default off: pages are told to collect nothing. */
  fieldData?: FieldDataHandler;
  /** Where uploaded images are kept (PostgreSQL with DATABASE_URL); default uploads/ beside the screens folder. */
  assets?: AssetStore;
}

/** The server, with a graceful stop: refuse new work, finish what is in flight, then close. */
export interface AppServer extends Server {
  drain(timeoutMs?: number): Promise<void>;
}

/** The path of a request target, decoded, or null when it is not a well-formed origin-form target. */
export function requestPath(target: string | undefined): { url: URL; path: string } | null {
  if (target?.[0] !== '/' || target.length > 8192) return null;
  try {
    const url = new URL(`http://local${target}`);
    const path = decodeURIComponent(url.pathname);
    return path.includes('\0') ? null : { url, path };
  } catch {
    return null;
  }
}

/** Whether a Cookie header holds more than the app's device id (which is not a session and reaches no page). */
const ownCookies = (cookie: string) => cookie.split(';').some((c) => c.trim() && !c.trim().startsWith('SHELL_deviceId='));

const PLATFORM_PATH = /^\/(wps|lgw|lotto|__sandbox)(\/|$)/;
const READ_METHODS = new Set(['GET', 'HEAD']);
/** The page cache's key prefix of framed pages (the studio preview), which get the client-only page. */
const FRAMED = 'frame:';
const NOT_PUBLIC = /(\.map|^\/meta\.json|^\/server\/.*)$/;
const GALLERY_SIGN_IN =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Component gallery</title></head><body><main><h1>Component gallery</h1><p>The gallery is for studio staff. <a href="/studio">Sign in to the studio</a>, then open this page again.</p></main></body></html>';

/** Builds the server. */
export function createAppServer(opts: ServerOptions): AppServer {
  const dist = opts.distDir ?? join(opts.root, 'dist');
  const screensDir = opts.screensDir ?? join(opts.root, 'screens');
  const labelsDir = labelsDirFor(screensDir);
  try {
    // Served like screens/ (kept until the folder changes), so it must be there to be watched.
    mkdirSync(labelsDir, { recursive: true });
  } catch {
    /* read-only: no overrides on disk */
  }
  const catalogues = catalogueHandler(labelsDir);
  const assets = opts.assets ?? createFileAssets(uploadsDirFor(screensDir));
  const log = opts.log ?? (() => {});
  const builds = buildSource(dist, { live: opts.liveDist });
  const install = installHandler(dist, opts.sw ?? { kill: false, revoke: [] });
  const claimed = claimedRoutes(screensDir);
  const boot = bootPage(screensDir, { calls: opts.api !== undefined, notOffered: () => opts.api?.notOffered?.names() ?? [] });
  const ssr = opts.ssr === false ? null : serverRenderer(screensDir, (error) => log({ kind: 'error', method: 'SSR', path: '', error }));
  let draining = false;
  // Pages are kept by path and query (the server render depends on both). Nothing in a page is per player: the
  // server never sees a session (it lives in the browser's storage), renders the visitor's view, and asks the
  // platform without the page's cookies for what it renders (docs/operations.md "What may be cached").
  const pages = pageCache(
    async (req, target) => {
      // Read while the request's connection is surely open: the page may be finished after it has closed.
      selfOrigin(req);
      const build = builds.now();
      if (!build) throw new Error('no build');
      // A framed page (the studio's preview: its draft and switches reach only the app in the frame, which asks the
      // network itself) gets the client-only page, kept apart from the rendered one.
      const framed = target.startsWith(FRAMED);
      const [path = '', search = ''] = (framed ? target.slice(FRAMED.length) : target).split('?');
      // The platform settings always; the boot data when the platform answered in time. A page is kept its full
      // time only when made with all its platform data: the boot data, and every rendered widget's within the budget.
      const { head, config } = await boot(req, path);
      // Without site config in time (a platform slow or silent, or none behind this server) the page is still
      // rendered, with the defaults and without waiting for any widget's data: the shell and the loading states
      // show at once, and the browser loads the rest within its own budget (engine/constants.ts CALL_BUDGET_MS).
      const rendered = ssr && !framed ? await ssr(build, req, path, search, config ?? {}, head, config ? RENDER_BUDGET_MS : 0) : null;
      const complete = head.includes('id="boot-data"') && (rendered?.complete ?? true);
      const html = rendered?.body.toString('utf8') ?? build.template.fill({ head });
      const tagged = tagPage(tagLabels(html, await labelsTag(labelsDir)), await screensTag(screensDir));
      return { body: Buffer.from(rendered ? setAsideScripts(tagged) : tagged), complete };
    },
    () => `${builds.now()?.id}:${screensVersion(screensDir)}:${labelsVersion(labelsDir)}`,
  );
  const health = healthHandler({
    hasBuild: () => builds.now() !== null,
    draining: () => draining,
    platform: opts.api
      ? // The platform's own status call: an operator's platform may not offer the assumed siteConfig.
        async (req) => (await platformGet(req, 'systemStatus', { signal: AbortSignal.timeout(1500) })) !== null
      : undefined,
  });
  const notBuilt = (req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Retry-After', '5');
    sendText(req, res, 503, 'The app is being built. Try again in a moment.');
  };

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    securityHeaders(req, res, { trustProxy: opts.trustProxy });
    if (draining) res.setHeader('Connection', 'close');
    // Two Host headers (Node keeps the first in req.headers): which site is meant is ambiguous, and a proxy in front
    // may have read the other one.
    if ((req.headersDistinct.host?.length ?? 0) > 1) return sendText(req, res, 400, 'Bad request: more than one Host header.');
    const target = requestPath(req.url);
    if (!target) return sendText(req, res, 400, 'Bad request: the address is not well formed.');
    const { url, path } = target;
    const method = req.method ?? '';

    if (await health(req, res, path)) return;
    if (path === CSP_REPORT_PATH) {
      if (method !== 'POST') return methodNotAllowed(req, res, 'POST');
      return handleCspReport(req, res, log);
    }
    if (await (opts.fieldData ?? fieldDataOff)(req, res, path, screensDir)) return;
    if (opts.studio && (await opts.studio(req, res, url, { screensDir, distDir: dist, api: opts.api }))) return;
    const platform = PLATFORM_PATH.test(path);
    // The platform never gets the studio's session cookie (the proxy forwards the others).
    if (platform) withoutStudioCookies(req);
    // Anything that may change platform data makes kept pages stale.
    if (platform && !READ_METHODS.has(method)) pages.clear();
    if (opts.api && (await opts.api(req, res, url))) return;
    if (platform) return sendText(req, res, 404, 'Not found.');
    if (!READ_METHODS.has(method)) return methodNotAllowed(req, res, 'GET, HEAD');
    if (await handleScreens(req, res, path, screensDir)) return;
    // The label catalogues: the build's, with the published overrides over them.
    const build = builds.now();
    if (build && (await catalogues(req, res, path, build.dir))) return;
    if (await install(req, res, path)) return;
    if ((path === '/gallery' || path === '/gallery/') && opts.staffTools !== false) {
      // Outside development the gallery is for signed-in studio staff only.
      if (!opts.liveDist && !opts.openGallery && !opts.studio?.user(req)) {
        res.setHeader('Cache-Control', 'no-store');
        return sendCompressed(req, res, 401, 'text/html; charset=utf-8', GALLERY_SIGN_IN);
      }
      const build = builds.now();
      if (!build) return notBuilt(req, res);
      res.setHeader('Cache-Control', 'no-cache');
      return sendCompressed(req, res, 200, 'text/html; charset=utf-8', readFileSync(join(build.dir, 'gallery/index.html')));
    }
    if (isAppPath(path)) {
      if (!builds.now()) return notBuilt(req, res);
      // A request that carries cookies (a studio preview's switches, a platform's own cookies) may get a page made
      // for it: private, so no shared cache keeps it; every other page is the same for everyone.
      res.setHeader('Cache-Control', req.headers.cookie && ownCookies(req.headers.cookie) ? 'private, no-cache' : 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding, Cookie, Sec-Fetch-Dest');
      const framed = req.headers['sec-fetch-dest'] === 'iframe';
      const body = await pages.get(req, (framed ? FRAMED : '') + path + url.search);
      res.setHeader('Content-Security-Policy', cspFor(body));
      // A path no screen claims: the page shows the not-found screen, and says so.
      return sendCompressed(req, res, (await claimed(path)) ? 200 : 404, 'text/html; charset=utf-8', body);
    }
    if (NOT_PUBLIC.test(path) && !opts.publicSourceMaps) return sendText(req, res, 404, 'Not found.');
    if (await serveAsset(req, res, path, assets)) return;
    builds.serve(req, res, path, () => sendText(req, res, 404, 'Not found.'));
  }

  const server = createServer((req, res) => {
    logRequest(req, res, log);
    handle(req, res).catch((err: unknown) => {
      log({
        kind: 'error',
        method: String(req.method).slice(0, 16),
        path: String(req.url).split('?')[0]!.slice(0, 300),
        error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      });
      if (!res.headersSent) sendText(req, res, 500, 'Server error.');
      else res.destroy();
    });
  }) as AppServer;

  // A request line or header block Node cannot parse: a plain 400, then close.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? '431 Request Header Fields Too Large'
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? '408 Request Timeout'
          : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 12\r\n\r\nBad request.`,
    );
  });
  server.headersTimeout = 15_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;

  server.drain = (timeoutMs = 10_000) =>
    new Promise<void>((resolve) => {
      draining = true;
      // Connections whose last request finishes become idle: close them as they do, and all at the deadline.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => server.closeAllConnections(), timeoutMs);
      server.close(() => {
        clearInterval(idle);
        clearTimeout(force);
        resolve();
      });
      server.closeIdleConnections();
    });
  return server;
}

function methodNotAllowed(req: IncomingMessage, res: ServerResponse, allow: string): void {
  res.setHeader('Allow', allow);
  sendText(req, res, 405, 'Method not allowed.');
}
