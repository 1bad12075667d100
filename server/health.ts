// Health for supervisors and load balancers: /healthz says the process is alive; /readyz says it can serve
// a player (a build is there, the platform answers, the server is not draining). Readiness is probed at
// most once every two seconds, whatever the request rate.
import type { IncomingMessage, ServerResponse } from 'node:http';

/** What readiness needs to know. */
export interface ReadinessProbe {
  hasBuild(): boolean;
  draining(): boolean;
  /** Resolves true when the platform answered; absent when the server fronts no platform. */
  platform?: (req: IncomingMessage) => Promise<boolean>;
}

const PROBE_EVERY_MS = 2000;

/** Handles /healthz and /readyz; false for other paths. */
export function healthHandler(probe: ReadinessProbe) {
  let last: { at: number; platform: Promise<boolean> } | null = null;
  return async (req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> => {
    if (path !== '/healthz' && path !== '/readyz') return false;
    res.setHeader('Cache-Control', 'no-store');
    // A probe reads; anything else is a client's mistake, not a sign of life.
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.writeHead(405).end('Method not allowed.');
      return true;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    if (path === '/healthz') {
      res.writeHead(200).end('{"status":"alive"}');
      return true;
    }
    if (!last || Date.now() - last.at > PROBE_EVERY_MS)
      last = { at: Date.now(), platform: probe.platform ? probe.platform(req) : Promise.resolve(true) };
    const checks = { build: probe.hasBuild(), platform: await last.platform, draining: probe.draining() };
    const ready = checks.build && checks.platform && !checks.draining;
    res.writeHead(ready ? 200 : 503).end(JSON.stringify({ status: ready ? 'ready' : 'not ready', ...checks }));
    return true;
  };
}
