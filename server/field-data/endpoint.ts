// The field-data endpoint (docs/operations.md "Field data"): GET /rum answers the sampling settings (the same for everyone,
// cached five minutes), POST /rum takes one page view's report. A report is refused without harm when it is too
// large (413, before reading more than REPORT_MAX_BYTES), not a report (400), sent cross-site (403), or one too many
// from its address this minute (429); an accepted one is made safe (clean.ts) and kept by the store, which never
// makes it wait (204). Nothing of the request but the report is kept: no address, cookie, header or full URL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FIELD_DATA_PATH, REPORT_MAX_BYTES, type SampleRates } from '../../engine/field-data/protocol.ts';
import { StudioRefusal, header, readBody } from '../studio/http.ts';
import { clientKey } from '../studio/sessions.ts';
import { screensVersion } from '../screens.ts';
import { sendCompressed, sendText } from '../send.ts';
import { cleanReport } from './clean.ts';
import { createRateLimit } from './rate-limit.ts';
import type { FieldStore } from './store.ts';

/** Answers /rum (true) or leaves the request to the app server (false); `screensDir` gives the allowed routes. */
export type FieldDataHandler = (req: IncomingMessage, res: ServerResponse, path: string, screensDir: string) => Promise<boolean>;

export interface EndpointOptions {
  /** Where reports go; none: field data is off (the rates are 0, and a report is answered 404). */
  store?: FieldStore;
  rates: SampleRates;
  perMinute: number;
  trustProxy?: boolean;
  now?: () => Date;
}

/** Creates the handler. */
export function fieldDataEndpoint(opts: EndpointOptions): FieldDataHandler {
  const limit = createRateLimit({ perMinute: opts.perMinute });
  const now = opts.now ?? (() => new Date());
  // The screens' routes, read again only when the screens change.
  const routes = new Map<string, { version: number; set: Promise<Set<string>> }>();
  const routesOf = (dir: string) => {
    const version = screensVersion(dir);
    let known = routes.get(dir);
    if (known?.version !== version)
      routes.set(dir, (known = { version, set: import('../studio/meta.ts').then(async (m) => new Set(await m.knownRoutes(dir))) }));
    return known.set;
  };
  /** The status a report gets (it is kept when accepted), and what a refusal says. */
  async function take(req: IncomingMessage, screensDir: string): Promise<[number, string]> {
    if (!opts.store) return [404, 'Field data is off on this server.'];
    // A browser says when another site's page sends this; the app's own reports are same-origin.
    if (header(req, 'sec-fetch-site') === 'cross-site') return [403, 'Reports are taken from the app itself only.'];
    if (!limit.take(clientKey(req, opts.trustProxy === true))) return [429, 'Too many reports: try again in a minute.'];
    const tooLarge: [number, string] = [413, `A report may be ${REPORT_MAX_BYTES} bytes at most.`];
    if (Number(header(req, 'content-length') ?? 0) > REPORT_MAX_BYTES) return tooLarge;
    let body: string;
    try {
      body = await readBody(req, REPORT_MAX_BYTES);
    } catch (err) {
      return err instanceof StudioRefusal ? tooLarge : [400, 'The report did not arrive whole.'];
    }
    const report = cleanReport(body, await routesOf(screensDir));
    if (!report) return [400, 'That is not a field-data report.'];
    opts.store.add(report, now());
    return [204, ''];
  }

  return async (req, res, path, screensDir) => {
    if (path !== FIELD_DATA_PATH) return false;
    const method = req.method ?? '';
    if (method === 'GET' || method === 'HEAD') {
      res.setHeader('Cache-Control', 'public, max-age=300');
      sendCompressed(req, res, 200, 'application/json', JSON.stringify(opts.rates));
    } else if (method !== 'POST') {
      res.setHeader('Allow', 'GET, HEAD, POST');
      sendText(req, res, 405, 'Method not allowed.');
    } else {
      const [status, message] = await take(req, screensDir);
      if (status === 204) res.writeHead(204, { 'Cache-Control': 'no-store' }).end();
      else {
        if (status === 429) res.setHeader('Retry-After', '60');
        // The rest of an oversized body is not read: the connection closes after the answer.
        if (status === 413) res.setHeader('Connection', 'close');
        sendText(req, res, status, message);
      }
    }
    return true;
  };
}

/** A server without field data: pages are told to collect nothing (rates of 0), and a report is answered 404. */
export const fieldDataOff: FieldDataHandler = fieldDataEndpoint({ rates: { vitals: 0, errors: 0 }, perMinute: 1 });
