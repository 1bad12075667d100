// Security headers for every response: a strict Content-Security-Policy (no unsafe-eval, no inline
// scripts, violations reported to /csp-report) and the usual hardening headers; HSTS over https.
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where browsers send CSP violation reports (server/csp-report.ts logs them). */
export const CSP_REPORT_PATH = '/csp-report';

/** The Content-Security-Policy the app runs under. */
export const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' https:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  `report-uri ${CSP_REPORT_PATH}`,
  'report-to csp',
].join('; ');

/**
 * The CSP for a page with the server's inline theme stylesheet (<style id="theme">, server/ssr.ts): that one
 * stylesheet is allowed by its hash; no other inline style is.
 */
export function cspFor(page: Buffer): string {
  let csp = cspOfPage.get(page);
  if (csp === undefined) {
    const theme = /<style id="theme">([^<]*)<\/style>/.exec(page.toString('utf8'))?.[1];
    csp = theme === undefined ? CSP : CSP.replace("style-src 'self'", `style-src 'self' 'sha256-${sha256(theme)}'`);
    cspOfPage.set(page, csp);
  }
  return csp;
}
/** Each kept page's CSP (server/page-cache.ts serves the same Buffer until the page is made anew). */
const cspOfPage = new WeakMap<Buffer, string>();
const sha256 = (text: string) => createHash('sha256').update(text).digest('base64');

/** Whether the request arrived over https: directly, or through a proxy the operator said to trust. */
export function isHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as { encrypted?: boolean }).encrypted) return true;
  const forwarded = req.headers['x-forwarded-proto'];
  return trustProxy && typeof forwarded === 'string' && forwarded.split(',')[0]!.trim().toLowerCase() === 'https';
}

/** Sets the security headers on a response. */
export function securityHeaders(req: IncomingMessage, res: ServerResponse, opts: { trustProxy?: boolean } = {}): void {
  res.setHeader('Content-Security-Policy', CSP);
  res.setHeader('Reporting-Endpoints', `csp="${CSP_REPORT_PATH}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
  res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  if (isHttps(req, opts.trustProxy ?? false)) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
