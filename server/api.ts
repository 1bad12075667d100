// Chooses where /wps, /lgw and /lotto go: the sandbox (default), a real platform (API_PROXY=https://...),
// or nowhere (SANDBOX=0 without a proxy).
import type { IncomingMessage, ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** Builds the API handler from the environment. */
export async function apiFromEnv(env: NodeJS.ProcessEnv, stateFile?: string): Promise<{ handler?: Handler; describe: string }> {
  if (env.API_PROXY) {
    const { createProxy } = await import('../sandbox/proxy.ts');
    const proxy = createProxy(env.API_PROXY, {}, { trustProxy: env.TRUST_PROXY === '1' });
    return { handler: proxy, describe: `API proxied to ${env.API_PROXY}` };
  }
  if (env.SANDBOX === '0') return { describe: 'no API (SANDBOX=0 and no API_PROXY)' };
  const { createSandbox } = await import('../sandbox/index.ts');
  const { controlAccessFromEnv } = await import('../sandbox/control-guard.ts');
  const sandbox = createSandbox({ ...(stateFile ? { stateFile } : {}), control: controlAccessFromEnv(env) });
  return { handler: (req, res, url) => sandbox.handle(req, res, url), describe: 'sandbox platform API' };
}
