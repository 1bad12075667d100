// Reads from the platform this server fronts (the sandbox or the API proxy) by asking itself over loopback, so
// the answer is exactly what a page would get, studio preview switches included when the page's cookies go along.
// Requests carry the platform's headers as the browser's calls do (engine/api/headers.ts platformHeaders: Merchant
// once, Language, ModuleId, Device and the profile's headers), for a visitor: never a token.
import type { IncomingMessage } from 'node:http';
import endpoints from '../schema/api/endpoints.json' with { type: 'json' };
import { platformSettings } from './platform-config.ts';
import { DEFAULT_LANGUAGE } from '../engine/constants.ts';
import { type Endpoint, deviceValue, platformHeaders } from '../engine/api/headers.ts';

/** One call of the endpoint table, by name. */
export const endpointOf = (name: string): Endpoint => {
  const found = endpoints.endpoints.find((e) => e.name === name);
  if (!found) throw new Error(`no endpoint ${name} in schema/api/endpoints.json`);
  return found as Endpoint;
};

/** Where the server reads site config (manifest, boot data, readiness, studio preview). */
export const SITE_CONFIG_PATH = endpointOf('siteConfig').path;

/** Each request's origin as first read: a page made in the background (server/page-cache.ts refreshes a kept page
 * after answering) may ask after the request's connection has closed, when its socket no longer knows its port. */
const origins = new WeakMap<IncomingMessage, string>();

/** This server's own origin as the request arrived (loopback calls to the platform it fronts). */
export function selfOrigin(req: IncomingMessage): string {
  let origin = origins.get(req);
  if (!origin) {
    const address = req.socket.localAddress ?? '127.0.0.1';
    origin = `http://${address.includes(':') ? `[${address}]` : address}:${req.socket.localPort}`;
    origins.set(req, origin);
  }
  return origin;
}

/** /lgw (and /lotto/lgw) answer bare JSON; /wps the envelope. */
const isBarePath = (path: string) => /^\/(lotto\/)?lgw\//.test(path);

/** The headers of the server's own call `name`, made for the page request `req` (a browser tab's, not an installed
 * app's: the server renders pages, and an installed app's start page is one too). */
export function serverCallHeaders(req: IncomingMessage, name: string, language = DEFAULT_LANGUAGE): Record<string, string> {
  const settings = platformSettings();
  return platformHeaders(endpointOf(name), {
    merchant: settings.merchant,
    language,
    token: null,
    profile: settings.profile,
    device: deviceValue(false),
    userAgent: req.headers['user-agent'],
  });
}

/** GET the table's call `name` (with `query`, "?a=b") on this server as the request `req` arrived; the value of a
 * successful envelope (or /lgw's bare JSON), else null (never throws). */
export async function platformGet<T>(
  req: IncomingMessage,
  name: string,
  opts: { signal: AbortSignal; query?: string; cookies?: boolean; language?: string },
): Promise<T | null> {
  const { path } = endpointOf(name);
  const headers = serverCallHeaders(req, name, opts.language);
  if (opts.cookies && req.headers.cookie) headers.cookie = req.headers.cookie;
  try {
    const res = await fetch(selfOrigin(req) + path + (opts.query ?? ''), { signal: opts.signal, headers });
    if (!res.ok) return null;
    const body = (await res.json()) as { success?: boolean; value?: T } | null;
    if (isBarePath(path)) return body as T | null;
    return body?.success === true && body.value !== undefined ? body.value : null;
  } catch {
    return null;
  }
}
