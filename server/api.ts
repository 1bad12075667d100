// Chooses where /wps, /lgw and /lotto go: the sandbox (default), a real platform (API_PROXY=https://...),
// or nowhere (SANDBOX=0 without a proxy).
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Answers (true) the requests of the platform's paths; with a proxy, it knows the assumed calls refused lately. */
export type ApiHandler = ((req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>) & {
  notOffered?: import('./not-offered.ts').NotOffered;
};

/** Builds the API handler from the environment. */
export async function apiFromEnv(env: NodeJS.ProcessEnv, stateFile?: string): Promise<{ handler?: ApiHandler; describe: string }> {
  if (env.API_PROXY) {
    const { createProxy } = await import('../sandbox/proxy.ts');
    const { stdoutSink } = await import('./request-log.ts');
    const log = env.LOG === 'off' ? undefined : stdoutSink;
    const proxy = createProxy(env.API_PROXY, {}, { trustProxy: env.TRUST_PROXY === '1', log });
    return { handler: proxy, describe: `API proxied to ${env.API_PROXY}` };
  }
  if (env.SANDBOX === '0') return { describe: 'no API (SANDBOX=0 and no API_PROXY)' };
  const { createSandbox } = await import('../sandbox/index.ts');
  const { controlAccessFromEnv } = await import('../sandbox/control-guard.ts');
  const sandbox = createSandbox({ ...(stateFile ? { stateFile } : {}), control: controlAccessFromEnv(env) });
  return { handler: (req, res, url) => sandbox.handle(req, res, url), describe: 'sandbox platform API' };
}
