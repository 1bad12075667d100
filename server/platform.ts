// Reads from the platform this server fronts (the sandbox or the API proxy) by asking itself over loopback, so
// the answer is exactly what a page would get, studio preview switches included when the page's cookies go along.
// Requests carry the platform's headers (Merchant once, Language, ModuleId when given).
import type { IncomingMessage } from 'node:http';
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import { platformSettings } from './platform-config.ts';
import { DEFAULT_LANGUAGE } from '../engine/constants.ts';

/** One call of the endpoint table (its path and module id), by name. */
export const endpointOf = (name: string): { path: string; modID?: string } => {
  const found = endpoints.endpoints.find((e) => e.name === name);
  if (!found) throw new Error(`no endpoint ${name} in schema/api/endpoints.json`);
  return found as { path: string; modID?: string };
};

/** Where the server reads site config (manifest, boot data, readiness, studio preview). */
export const SITE_CONFIG_PATH = endpointOf('siteConfig').path;

/** This server's own origin as the request arrived (loopback calls to the platform it fronts). */
export function selfOrigin(req: IncomingMessage): string {
  const address = req.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
}

/** GET `path` on this server as the request `req` arrived; the value of a successful envelope (or /lgw's bare
 * JSON), else null (never throws). */
export async function platformGet<T>(
  req: IncomingMessage,
  path: string,
  opts: { signal: AbortSignal; cookies?: boolean; moduleId?: string; language?: string },
): Promise<T | null> {
  const base = selfOrigin(req);
  const headers: Record<string, string> = {
    Merchant: platformSettings().merchant,
    Language: (opts.language ?? DEFAULT_LANGUAGE).toUpperCase(),
  };
  if (opts.moduleId) headers.ModuleId = opts.moduleId;
  if (opts.cookies && req.headers.cookie) headers.cookie = req.headers.cookie;
  try {
    const res = await fetch(base + path, { signal: opts.signal, headers });
    if (!res.ok) return null;
    const body = (await res.json()) as { success?: boolean; value?: T } | null;
    if (path.startsWith('/lgw/')) return body as T | null;
    return body?.success === true && body.value !== undefined ? body.value : null;
  } catch {
    return null;
  }
}
