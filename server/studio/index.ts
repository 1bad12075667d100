// The screen studio's server side: the /studio page and its files, the /studio/api/ calls, and the
// preview hooks. Mounted by server/app.ts through its `studio` option; off with STUDIO=0.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { CSRF_HEADER, createAccess, type AccessOptions } from './access.ts';
import { credentialsFromEnv } from './users.ts';
import type { StaffUser } from './roles.ts';
import { studioApi } from './api.ts';
import { StudioRefusal, header, sendJson } from './http.ts';
import { tokenPage } from './token-page.ts';
import { previewHook } from './preview-hooks.ts';
import { createPreviews } from './previews.ts';
import { createFileStore } from '../screen-store/file-store.ts';
import { refuseIfProblems } from '../screen-store/publish-check.ts';
import type { ScreenStore } from '../screen-store/store.ts';
import { createFileTrash, type Trash } from './trash.ts';
import type { AssetStore } from '../assets/store.ts';
import { createFileWorkflow, type Workflow } from './workflow.ts';
import { startScheduler } from './scheduler.ts';
import { createLinks, isLinkToken } from './links.ts';
import { reviewPage } from './review-page.ts';
import { READ_ONLY, databaseAway } from './read-only.ts';
import { PREVIEW_HEADER } from '../../engine/preview-id.ts';
import { createFileAssets, uploadsDirFor } from '../assets/file-assets.ts';
import { labelHistoryFor, labelsDirFor, screenLabels } from '../labels.ts';
import { labelPublishCheck } from '../labels-check.ts';
import { readManifest } from '../screens.ts';
import { sendCompressed } from '../send.ts';
import { CSP } from '../headers.ts';

type ApiHandler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;
/** What server/app.ts hands the studio on each request. */
export interface StudioContext {
  screensDir: string;
  distDir: string;
  api?: ApiHandler;
}
/** Answers the request (true) or leaves it to the app server (false). */
export type StudioHandler = (req: IncomingMessage, res: ServerResponse, url: URL, ctx: StudioContext) => Promise<boolean>;

export interface StudioOptions extends AccessOptions {
  /** The repository root. */
  root: string;
  /** The screens folder scheduled publishes run for; default screens/ in the root. */
  screensDir?: string;
  /** The secret preview links are signed with (STUDIO_SECRET); default one made once and kept in the workflow store. */
  linkSecret?: string;
  /** The screen history folder; default screen-history/ beside the screens folder (STUDIO_HISTORY). */
  historyDir?: string;
  /** The stores (PostgreSQL with DATABASE_URL); default the file stores over the screens and labels folders. */
  stores?: Stores;
  /** Read-only calls other parts of the server add under /studio/api/, by name (field-data). */
  reads?: Record<string, () => Promise<unknown>>;
}

/** Where the studio keeps screens (and deletes them), the label overrides, uploaded images and its workflow. */
export interface Stores {
  store: ScreenStore;
  trash: Trash;
  labels: ScreenStore;
  assets: AssetStore;
  workflow: Workflow;
}

const ASSET = /^\/studio\/([\w-]+\.(?:js|css)(?:\.map)?)$/;
const TYPES: Record<string, string> = { js: 'text/javascript; charset=utf-8', css: 'text/css; charset=utf-8', map: 'application/json' };

/** The studio handler, with the path of the current one-time sign-in link (when links are on) and who a request is. */
export type Studio = StudioHandler & {
  linkPath(): string | undefined;
  user(req: IncomingMessage): StaffUser | undefined;
  /** Stops the scheduler of timed publishes. */
  close(): void;
};

/** Creates the studio handler. */
export function createStudio(opts: StudioOptions): Studio {
  const previews = createPreviews();
  const access = createAccess({ ...opts, onSignOut: (user) => previews.endOwner(user.name) });
  const stores = new Map<string, Stores>();
  const storeFor = (screensDir: string): Stores => {
    if (!stores.has(screensDir)) stores.set(screensDir, opts.stores ?? fileStores(screensDir, opts.historyDir));
    return stores.get(screensDir)!;
  };
  const home = storeFor(opts.screensDir ?? join(opts.root, 'screens'));
  const scheduler = startScheduler({
    workflow: home.workflow,
    storeOf: (kind) => (kind === 'labels' ? home.labels : home.store),
    now: opts.now && (() => new Date(opts.now!())),
  });
  const links = createLinks({
    workflow: home.workflow,
    storeOf: (kind) => (kind === 'labels' ? home.labels : home.store),
    secret: opts.linkSecret,
    now: opts.now,
  });
  const handler: StudioHandler = async (req, res, url, ctx) => {
    const path = url.pathname;
    if (path !== '/studio' && !path.startsWith('/studio/')) {
      // A reviewer's frame names its preview link; the studio's own frames a preview of this server's memory.
      const id = header(req, PREVIEW_HEADER);
      const from = isLinkToken(id)
        ? await links.verify(id).then((v) => ({ get: () => (v.ok ? { ...v.draft.preview, touched: 0 } : undefined) }))
        : previews;
      return previewHook(req, res, url, from, { ...ctx, labels: storeFor(ctx.screensDir).labels });
    }
    res.setHeader('Cache-Control', 'no-store');
    const asset = ASSET.exec(path)?.[1];
    if (asset && req.method === 'GET') {
      try {
        sendCompressed(req, res, 200, TYPES[asset.split('.').pop()!]!, await readFile(join(ctx.distDir, 'studio', asset)));
      } catch {
        sendJson(res, 404, { error: 'Not found.' });
      }
      return true;
    }
    if (path === '/studio/review' && (req.method === 'GET' || req.method === 'HEAD')) {
      const token = url.searchParams.get('t');
      const verdict = await links.verify(token);
      if (verdict.ok) sendPage(req, res, 200, reviewPage(token!, verdict.draft));
      else sendPage(req, res, verdict.status, reviewPage(null, verdict.reason));
      return true;
    }
    if (await access.handle(req, res, url)) return true;
    const user = access.user(req);
    const page = path === '/studio' || path === '/studio/' ? 'index.html' : path === '/studio/field-data' ? 'field-data.html' : null;
    if (page) {
      if (user) await sendStudioPage(req, res, ctx.distDir, page);
      else sendPage(req, res, 401, access.page());
      return true;
    }
    const name = /^\/studio\/api\/([a-z-]+)$/.exec(path)?.[1];
    if (!name) {
      sendJson(res, 404, { error: 'Not found.' });
      return true;
    }
    try {
      if (!user) throw new StudioRefusal(401, 'Sign in to use the studio: reload the page.');
      if (req.method === 'POST' && name !== 'end' && header(req, CSRF_HEADER) !== '1')
        throw new StudioRefusal(403, `Studio calls that change something must send the ${CSRF_HEADER} header.`);
      if (req.method === 'GET' && opts.reads && Object.hasOwn(opts.reads, name)) sendJson(res, 200, await opts.reads[name]!());
      else
        await studioApi(req, res, name, url, {
          screensDir: ctx.screensDir,
          ...storeFor(ctx.screensDir),
          previews,
          user: user.name,
          role: user.role,
          scheduler,
          links,
          now: () => new Date(opts.now?.() ?? Date.now()),
        });
    } catch (err) {
      if (!(err instanceof StudioRefusal)) throw err;
      // The database away: every call says the same, in the words the read-only banner uses.
      const { cause: _cause, ...extra } = err.extra;
      sendJson(res, err.status, {
        error: databaseAway(err) ? READ_ONLY : err.message,
        ...extra,
        ...(databaseAway(err) ? { readOnly: READ_ONLY } : {}),
      });
    }
    return true;
  };
  return Object.assign(handler, { linkPath: access.linkPath, user: access.user, close: () => scheduler.stop() });
}

/** The embedded stores: screens/ with its history folder, and labels/ with label-history/ and uploads/, beside it. */
function fileStores(screensDir: string, history?: string): Stores {
  const historyDir = history ?? join(screensDir, '..', 'screen-history');
  const labelsDir = labelsDirFor(screensDir);
  const store = createFileStore({
    screensDir,
    historyDir,
    check: async (published, file, source) => refuseIfProblems(published, file, source, await screenLabels(labelsDir)),
  });
  const labels = createFileStore({
    screensDir: labelsDir,
    historyDir: labelHistoryFor(screensDir),
    check: labelPublishCheck(
      async () => (await readManifest(screensDir)).files,
      () => screenLabels(labelsDir),
    ),
    where: 'labels/',
  });
  return {
    store,
    trash: createFileTrash({ screensDir, historyDir, store }),
    labels,
    assets: createFileAssets(uploadsDirFor(screensDir)),
    workflow: createFileWorkflow(join(screensDir, '..', 'studio-workflow.json')),
  };
}

/** A studio page (the editor, or field-data.html), with a per-response nonce so the editor may add its own <style> element under the CSP. */
async function sendStudioPage(req: IncomingMessage, res: ServerResponse, distDir: string, page = 'index.html'): Promise<void> {
  let html: string;
  try {
    html = await readFile(join(distDir, 'studio', page), 'utf8');
  } catch {
    sendPage(
      req,
      res,
      503,
      tokenPage({ message: 'The studio is not built yet: run node build.mjs (npm start builds when dist/ is stale).' }),
    );
    return;
  }
  const nonce = randomBytes(16).toString('base64');
  res.setHeader('Content-Security-Policy', CSP.replace("style-src 'self'", `style-src 'self' 'nonce-${nonce}'`));
  sendPage(req, res, 200, html.replaceAll('__CSP_NONCE__', nonce));
}

function sendPage(req: IncomingMessage, res: ServerResponse, status: number, html: string | Buffer): void {
  sendCompressed(req, res, status, 'text/html; charset=utf-8', html);
}

/** The studio studioFromEnv made, and the origin its links are printed with once the server listens. */
let fromEnv: Studio | undefined;
let linkOrigin = '';

/**
 * The studio for `npm start`: off with STUDIO=0. Credentials from STUDIO_USERS or STUDIO_TOKEN (refused
 * with a console message when weak or unreadable); without them, one-time links (STUDIO_LINK=0 turns
 * them off, STUDIO_LINK=1 keeps them beside credentials). TRUST_PROXY=1 believes X-Forwarded-Proto/-For. STUDIO_SECRET
 * signs preview links (refused under 32 characters).
 */
export function studioFromEnv(
  env: NodeJS.ProcessEnv,
  _host: string,
  root: string,
  stores?: Stores,
  reads?: StudioOptions['reads'],
): Studio | undefined {
  fromEnv = undefined;
  if (env.STUDIO === '0') return undefined;
  let credentials: ReturnType<typeof credentialsFromEnv>;
  try {
    credentials = credentialsFromEnv(env);
  } catch (err) {
    console.error(`[studio] the studio is off: ${(err as Error).message}`);
    return undefined;
  }
  const links = credentials === 'none' ? env.STUDIO_LINK !== '0' : env.STUDIO_LINK === '1';
  if (credentials === 'none' && !links) {
    console.error('[studio] the studio is off: STUDIO_LINK=0 and neither STUDIO_TOKEN nor STUDIO_USERS is set');
    return undefined;
  }
  if (env.STUDIO_SECRET !== undefined && env.STUDIO_SECRET.length < 32) {
    console.error('[studio] the studio is off: STUDIO_SECRET must be 32 characters or more (e.g. openssl rand -base64 32)');
    return undefined;
  }
  fromEnv = createStudio({
    root,
    linkSecret: env.STUDIO_SECRET || undefined,
    credentials: credentials === 'none' ? undefined : credentials,
    links,
    historyDir: env.STUDIO_HISTORY || undefined,
    stores,
    reads,
    trustProxy: env.TRUST_PROXY === '1',
    announce: (path) => {
      if (linkOrigin) console.log(`[studio] next one-time sign-in link: ${linkOrigin}${path}`);
    },
  });
  return fromEnv;
}

/** Prints the studio's one-time sign-in link for the server at `origin` (npm start calls it once listening). */
export function printSignInLink(origin: string): void {
  const path = fromEnv?.linkPath();
  if (!path) return;
  linkOrigin = origin.replace('//0.0.0.0:', '//127.0.0.1:');
  console.log(`[studio] sign in to the studio with this one-time link: ${linkOrigin}${path}`);
}
