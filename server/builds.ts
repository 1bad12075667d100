// Which build the server serves. `node build.mjs` writes each build into a folder of its own and then swaps
// the dist link to it in one rename (scripts/atomic-dist.mjs), so a request sees the old build or the new one,
// whole, never a mix. The server notices the swap on its next request, serves the new build from then on,
// and keeps answering the hashed files of the last few builds, so a page still running the old build can
// load its lazy chunks after the swap.
import { existsSync, readFileSync, realpathSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { pageTemplate } from './page-template.js';

type Next = () => void;
type StaticHandler = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

/** One build folder, as the server serves it. */
export interface Build {
  /** The folder (the dist link resolved) and what makes this build unique (folder, index.html's identity). */
  dir: string;
  id: string;
  /** index.html, read once per build. */
  index: Buffer;
  /** index.html split at the server's markers (server/page-template.js). */
  template: ReturnType<typeof pageTemplate>;
  /** Serves a file of this build; calls `next` when it has no such file. */
  serve: StaticHandler;
}

/** How many earlier builds keep answering their hashed files. */
const KEEP_EARLIER = 3;

/**
 * Headers that only mean something on a document or a worker (server/headers.ts sets them on every response). A
 * hashed script or stylesheet is neither (the service worker is `/sw.js`, outside /assets), so it goes without
 * them: over HTTP/1.1 each script of a page carried about 580 bytes of them (938 -> 360 bytes of headers in all),
 * some 26 KB for home's 45 scripts.
 * `X-Content-Type-Options: nosniff` stays: it is what makes the browser refuse a script served as another type.
 */
const DOCUMENT_ONLY = [
  'Content-Security-Policy',
  'Reporting-Endpoints',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'X-Frame-Options',
  'Referrer-Policy',
];
const SUBRESOURCE = /^\/assets\/.+\.(?:js|css|map)$/;

/** The cache policy of a built file: hashed assets forever, everything else revalidated. */
function setHeaders(res: ServerResponse, pathname: string): void {
  res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (SUBRESOURCE.test(pathname)) for (const name of DOCUMENT_ONLY) res.removeHeader(name);
}

function identity(dir: string, index: Stats): string {
  return `${dir}:${index.ino}:${index.mtimeMs}:${index.size}`;
}

/**
 * Follows the dist link (or folder) given. `live`: the folder is rebuilt in place (`npm run dev`), so files are
 * looked up on disk for each request instead of listed once per build.
 */
export function buildSource(distDir: string, opts: { live?: boolean } = {}) {
  let current: Build | null = null;
  const earlier: Build[] = [];

  const open = (dir: string, id: string, index: Buffer): Build => ({
    dir,
    id,
    index,
    // A page without the server's markers fails here, when the build is first served (at the server's start).
    template: pageTemplate(index.toString('utf8'), join(dir, 'index.html')),
    serve: sirv(dir, { dev: opts.live, brotli: true, gzip: true, etag: true, dotfiles: false, setHeaders }) as StaticHandler,
  });

  /** The build to serve now, or null while there is none (a fresh clone before its first build). */
  function now(): Build | null {
    let dir: string;
    let index: Stats;
    try {
      dir = realpathSync(distDir);
      index = statSync(join(dir, 'index.html'));
    } catch {
      return current && existsSync(join(current.dir, 'index.html')) ? current : null;
    }
    const id = identity(dir, index);
    if (current?.id === id) return current;
    let text: Buffer;
    try {
      text = readFileSync(join(dir, 'index.html'));
    } catch {
      // index.html went away between the stat and the read: a build is being swapped in; keep the last one.
      return current;
    }
    const next = open(dir, id, text);
    if (current && current.dir !== dir) earlier.unshift(current);
    earlier.splice(KEEP_EARLIER);
    current = next;
    return current;
  }

  /** Serves a built file from the current build, else (hashed files only) from an earlier one still on disk. */
  function serve(req: IncomingMessage, res: ServerResponse, path: string, notFound: Next): void {
    const build = now();
    if (!build) return notFound();
    const candidates = path.startsWith('/assets/') ? [build, ...earlier.filter((b) => existsSync(b.dir))] : [build];
    const attempt = (i: number): void => {
      const b = candidates[i];
      if (!b) return notFound();
      b.serve(req, res, () => attempt(i + 1));
    };
    attempt(0);
  }

  // The build there now, opened at once: one the server cannot serve fails its start.
  now();
  return { now, serve };
}

export type BuildSource = ReturnType<typeof buildSource>;
