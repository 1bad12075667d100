// Test fixture: a real node:http server on 127.0.0.1 with the sandbox, and a fetch helper that checks every
// API response against schema/api before returning it.
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import endpoints from '../../schema/api/endpoints.json' with { type: 'json' };
import { checkResponse } from '../../engine/api/validate.ts';
import { encryptPayload } from '../../engine/api/platform-crypto.ts';
import { type Endpoint, platformHeaders } from '../../engine/api/headers.ts';
import { DEFAULT_PROFILE } from '../../engine/api/platform.ts';
import { MERCHANT_CODE } from '../../sandbox/data/site.ts';
import { createSandbox, type Sandbox } from '../../sandbox/index.ts';
import { tempDir } from '../helpers/temp.ts';

export interface Envelope {
  success: boolean;
  errorCode: string | null;
  message: string | null;
  value: any;
}
export interface Reply extends Envelope {
  status: number;
  /** Free play's token, beside success (PLATFORM-API.md quirk 11). */
  token?: string;
}

export interface Harness {
  base: string;
  sandbox: Sandbox;
  stateFile: string;
  /** Calls an endpoint by name (method and path from endpoints.json); validates the reply against schema/api. */
  call(
    name: string,
    input?: Record<string, unknown>,
    opts?: { token?: string; headers?: Record<string, string>; raw?: string },
  ): Promise<Reply>;
  /** Plain fetch against the server. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** Logs in with a sealed body and returns the token. */
  login(username: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** Names of the endpoints exercised through `call` in this process (coverage check). */
export const called = new Set<string>();

export const tempStateFile = (): string => join(tempDir('sandbox-test-'), 'state.json');

/** Starts a server; pass `stateFile` to reuse a previous harness's state. */
export async function startHarness(stateFile = tempStateFile()): Promise<Harness> {
  const sandbox = createSandbox({ stateFile });
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!(await sandbox.handle(req, res, url))) {
      res.writeHead(404);
      res.end('not sandbox');
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let publicKey: string | null = null;

  const h: Harness = {
    base,
    sandbox,
    stateFile,
    fetch: (path, init) => fetch(base + path, init),
    async call(name, input = {}, opts = {}) {
      const e = (endpoints.endpoints as Endpoint[]).find((x) => x.name === name);
      if (!e) throw new Error(`no endpoint ${name}`);
      // The platform's conventions, as the client sends them (engine/api/headers.ts); a token goes along whenever given.
      const headers = platformHeaders(
        { ...e, token: true },
        { merchant: MERCHANT_CODE, language: 'EN', token: opts.token ?? null, profile: DEFAULT_PROFILE, device: 'MOBILE' },
      );
      let url = base + e.path;
      let body: string | undefined;
      if (!e.body && !e.encrypt) {
        const q = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
        if ([...q].length) url += `?${q}`;
      } else if (opts.raw !== undefined) body = opts.raw;
      else if (e.encrypt) {
        publicKey ??= (await h.call('siteConfig')).value.encryption.publicKey as string;
        const { value, encryption } = encryptPayload(input, publicKey);
        body = JSON.stringify({ value });
        headers.Encryption = encryption;
        headers['Content-Type'] = 'application/json';
      } else if (e.encoding === 'form') {
        body = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)])).toString();
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
      } else {
        body = JSON.stringify(input);
        headers['Content-Type'] = 'application/json';
      }
      const res = await fetch(url, { method: e.method, headers: { ...headers, ...opts.headers }, body });
      const raw = (await res.json()) as unknown;
      // /lgw answers bare JSON: wrapped here so every test reads .value.
      const bare = e.path.startsWith('/lgw/') || e.path.startsWith('/lotto/lgw/');
      const json = (bare && res.ok ? { success: true, errorCode: null, message: null, value: raw } : raw) as Envelope;
      const problems = checkResponse(name, raw);
      if (problems.length)
        throw new Error(`${name} reply does not match schema/api: ${problems.join('; ')}\n${JSON.stringify(json).slice(0, 500)}`);
      called.add(name);
      return { ...json, status: res.status };
    },
    async login(username, password = 'Passw0rd1') {
      const r = await h.call('login', { type: 'username', username, password, remember: true });
      if (!r.success) throw new Error(`login ${username} failed: ${r.errorCode}`);
      return r.value.token as string;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
  return h;
}

/** The account a sign-in's token belongs to (member info asked with it, as the app does after signing in). */
export async function accountOf(h: Harness, token: unknown): Promise<string | undefined> {
  return (await h.call('memberInfo', {}, { token: String(token) })).value?.account;
}

/** Reads a control endpoint's value. */
export async function control(h: Harness, path: string, body?: unknown): Promise<any> {
  const res = await h.fetch(
    `/__sandbox/${path}`,
    body === undefined ? {} : { method: 'POST', body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } },
  );
  const json = (await res.json()) as Envelope;
  return json.value;
}
