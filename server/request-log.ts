// One JSON line per request: time, method, path (never the query string, which may carry a token), status,
// duration and bytes sent. `npm start` writes them to standard output; LOG=off silences them.
import type { IncomingMessage, ServerResponse } from 'node:http';

export type LogSink = (entry: Record<string, unknown>) => void;

/** Writes entries as JSON lines to standard output. */
export const stdoutSink: LogSink = (entry) => {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`);
};

/** Logs the request once its response is finished or the client has gone. */
export function logRequest(req: IncomingMessage, res: ServerResponse, sink: LogSink): void {
  const started = process.hrtime.bigint();
  let done = false;
  const write = (aborted: boolean) => {
    if (done) return;
    done = true;
    const raw = req.url ?? '';
    const q = raw.indexOf('?');
    sink({
      method: String(req.method).slice(0, 16),
      path: (q === -1 ? raw : raw.slice(0, q)).slice(0, 300),
      status: res.statusCode,
      ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      bytes: Number(res.getHeader('content-length') ?? 0) || undefined,
      ...(aborted ? { aborted: true } : {}),
    });
  };
  res.on('finish', () => write(false));
  res.on('close', () => write(!res.writableFinished));
}
