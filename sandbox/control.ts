// Control endpoints for demos and tests: /__sandbox/sms, /captcha, /config, /expire, /platform, /reset, /state.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Refusal, ok, parseBody, readText, refused, sendJson } from './http.ts';
import type { Runtime } from './router.ts';
import type { Store } from './store.ts';
import { idpControl } from './idp.ts';
import { MERCHANT_CODE } from './data/site.ts';

const MERGEABLE = ['maintenance', 'regionRestriction', 'dividendsEnabled'] as const;

/** Applies a POST /__sandbox/config body; returns the effective config. */
export function mergeConfig(store: Store, runtime: Runtime, body: Record<string, unknown>) {
  const { settings } = store.state;
  const bad = (field: string) => new Refusal('validation.failed', `${field}: invalid`, 400);
  if (body.flags !== undefined) {
    if (!isBoolMap(body.flags) || Object.keys(body.flags).some((k) => !(k in settings.flags))) throw bad('flags');
    Object.assign(settings.flags, body.flags);
  }
  if (body.agentMenu !== undefined) {
    if (!isBoolMap(body.agentMenu)) throw bad('agentMenu');
    Object.assign(settings.agentMenu, body.agentMenu);
  }
  for (const key of MERGEABLE) {
    if (body[key] === undefined) continue;
    if (typeof body[key] !== 'boolean') throw bad(key);
    settings[key] = body[key];
  }
  if (body.brand !== undefined) {
    if (body.brand !== 'dark' && body.brand !== 'light') throw bad('brand');
    settings.brand = body.brand;
  }
  if (body.smsProvider !== undefined) {
    if (body.smsProvider !== 'platform' && body.smsProvider !== 'firebase') throw bad('smsProvider');
    settings.smsProvider = body.smsProvider;
  }
  if (body.languages !== undefined) {
    if (
      !Array.isArray(body.languages) ||
      body.languages.length === 0 ||
      !body.languages.every((c) => typeof c === 'string' && /^[A-Z]{2}$/.test(c))
    )
      throw bad('languages');
    settings.languages = body.languages as string[];
  }
  if (body.latencyMs !== undefined) {
    if (typeof body.latencyMs !== 'number' || body.latencyMs < 0 || body.latencyMs > 60_000) throw bad('latencyMs');
    runtime.latencyMs = body.latencyMs;
  }
  if (body.failRate !== undefined) {
    if (typeof body.failRate !== 'number' || body.failRate < 0 || body.failRate > 1) throw bad('failRate');
    runtime.failRate = body.failRate;
  }
  return configView(store, runtime);
}

const isBoolMap = (v: unknown): v is Record<string, boolean> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'boolean');

const configView = (store: Store, runtime: Runtime) => ({ ...store.state.settings, ...runtime });

/** Answers a /__sandbox/ request. */
export async function control(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  store: Store,
  runtime: Runtime,
  reset: () => Promise<void>,
) {
  const route = `${req.method} ${url.pathname.slice('/__sandbox'.length)}`;
  try {
    if (route.startsWith('POST /idp/')) return await idpControl(req, res, route.slice('POST '.length), store);
    switch (route) {
      case 'GET /sms': {
        const entry = store.state.sms[url.searchParams.get('mobileNum') ?? ''];
        if (!entry) throw new Refusal('not.found', 'No code sent to this number', 404);
        return sendJson(res, 200, ok({ code: entry.code, expiresAt: new Date(entry.expiresAt).toISOString() }));
      }
      case 'GET /captcha':
        if (!store.state.lastCaptcha) throw new Refusal('not.found', 'No captcha issued yet', 404);
        return sendJson(res, 200, ok({ answer: store.state.lastCaptcha }));
      case 'GET /config':
        return sendJson(res, 200, ok(configView(store, runtime)));
      case 'POST /config': {
        const value = mergeConfig(store, runtime, parseBody(await readText(req), 'application/json'));
        await store.save();
        return sendJson(res, 200, ok(value));
      }
      case 'POST /expire': {
        // Ends sessions on demand, as a login elsewhere or a timeout would: one token, one member's, or all.
        const body = parseBody(await readText(req), 'application/json');
        const sessions = store.state.sessions;
        let count = 0;
        for (const [token, s] of Object.entries(sessions)) {
          if ((body.token === undefined || body.token === token) && (body.userName === undefined || body.userName === s.userName)) {
            s.expiresAt = 0;
            count++;
          }
        }
        await store.save();
        return sendJson(res, 200, ok({ expired: count }));
      }
      case 'GET /platform':
        // What an operator would configure to point a front end at this sandbox (API_PROXY from another process).
        return sendJson(res, 200, ok({ merchant: MERCHANT_CODE, publicKey: store.state.keys.publicKey }));
      case 'POST /reset':
        await reset();
        return sendJson(res, 200, ok(true));
      default:
        throw new Refusal('not.found', 'Unknown sandbox control path', 404);
    }
  } catch (e) {
    if (e instanceof Refusal) return sendJson(res, e.status, refused(e));
    throw e;
  }
}
