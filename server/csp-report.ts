// POST /csp-report: browsers report Content-Security-Policy violations here (report-uri and the Reporting
// API's report-to). Each report is logged as one JSON line, cut to a safe size; the answer is always 204.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from './studio/http.ts';

/** The most a report body may be; a larger one is cut off and ignored. */
const MAX_BYTES = 16 * 1024;

/** The fields of a report worth keeping (both the legacy and the Reporting API shapes). */
function summary(body: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    const reports = Array.isArray(parsed)
      ? parsed.map((r) => (r as { body?: unknown })?.body)
      : [(parsed as { 'csp-report'?: unknown })?.['csp-report']];
    return {
      reports: reports.slice(0, 5).map((r) => {
        const o = (r && typeof r === 'object' ? r : {}) as Record<string, unknown>;
        const pick = (...keys: string[]) => String(keys.map((k) => o[k]).find((v) => v !== undefined) ?? '').slice(0, 300);
        return {
          directive: pick('effectiveDirective', 'effective-directive', 'violated-directive'),
          blocked: pick('blockedURL', 'blocked-uri'),
          page: pick('documentURL', 'document-uri').replace(/[?#].*$/, ''),
          source: pick('sourceFile', 'source-file').replace(/[?#].*$/, ''),
        };
      }),
    };
  } catch {
    return null;
  }
}

/** Handles POST /csp-report; `log` receives one entry per accepted report. */
export async function handleCspReport(
  req: IncomingMessage,
  res: ServerResponse,
  log: (entry: Record<string, unknown>) => void,
): Promise<void> {
  const body = await readBody(req, MAX_BYTES).catch(() => null);
  const entry = body === null ? null : summary(body);
  if (entry) log({ kind: 'csp-report', ...entry });
  res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
}
