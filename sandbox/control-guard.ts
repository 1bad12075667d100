// Who may use the sandbox's control endpoints (/__sandbox/*: reset, config, SMS codes, captcha answers, the stand-in
// identity provider): they are on only for a server listening on loopback (or with SANDBOX_CONTROL=1), and never for
// a request another site's page makes. A request that says nothing of where it comes from (curl, the tests' Node
// fetch) is a tool on this machine's side, not a browser page, and stays allowed.
import type { IncomingMessage } from 'node:http';

/**
 * Whether the control endpoints answer: `loopback` (the server listens on 127.0.0.1 or ::1: only a request naming a
 * loopback host, so a public name rebound to 127.0.0.1 cannot reach them), `any` (SANDBOX_CONTROL=1: a sandbox
 * deployed for testers on a reachable host) or `off`.
 */
export type ControlAccess = 'loopback' | 'any' | 'off';

/** Whether a host name or address (HOST, or a Host header without its port) is this machine's loopback. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The control access a server started with this environment gets (HOST as server/start.ts reads it). */
export function controlAccessFromEnv(env: NodeJS.ProcessEnv): ControlAccess {
  if (env.SANDBOX_CONTROL === '1') return 'any';
  if (env.SANDBOX_CONTROL === '0') return 'off';
  return isLoopbackHost(env.HOST ?? '127.0.0.1') ? 'loopback' : 'off';
}

/** The Host header's name, without its port. */
const hostName = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, ''));

/**
 * Why a control request is refused: 404 when the endpoints are off (as if there were none), 403 when another site's
 * page sent it (Sec-Fetch-Site cross-site or same-site, or an Origin other than the server's own); null when allowed.
 */
export function controlRefusal(req: IncomingMessage, access: ControlAccess): 404 | 403 | null {
  const host = req.headers.host ?? '';
  if (access === 'off' || (access === 'loopback' && !isLoopbackHost(hostName(host)))) return 404;
  const site = req.headers['sec-fetch-site'];
  // same-site is another origin too (another port of localhost, a sibling subdomain): only this origin's pages.
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return 403;
  const origin = req.headers.origin;
  if (origin !== undefined) {
    try {
      // The scheme may differ behind a TLS-terminating proxy; the host and port the browser used may not.
      if (new URL(origin).host !== host.toLowerCase()) return 403;
    } catch {
      return 403; // "null" (a sandboxed frame, a data: page) or garbage
    }
  }
  return null;
}
