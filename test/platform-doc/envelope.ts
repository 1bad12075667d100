// The document-only stand-in's answers and route entries: PLATFORM-API.md §4 (the `/wps` envelope
// `{success, value, errorCode?, message?}` with non-2xx statuses on errors; `/lgw` bare JSON) and §1's table
// columns (method, path, modID, token, encrypt) as each route declares them.
import type { DocAccount } from './data.ts';
import type { DocState } from './state.ts';

/** What a route answers: a status and a JSON body (an envelope on /wps, bare on /lgw). */
export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What a route gets: the query, the body (decrypted for encrypted calls), the session's account and token. */
export interface Ctx {
  query: URLSearchParams;
  body: Record<string, unknown>;
  account: DocAccount | null;
  token: string | null;
  state: DocState;
  headers: Record<string, string[]>;
}

/**
 * One row of §1's table. `modIDs`: the ModuleId(s) the call must carry (none: not checked, the table has none);
 * `token`: `required` refuses a call without a live session, `optional` answers anonymously without one (§4: public
 * feeds answer 200 without `Authorization`); a stale token is refused on both (§6.17).
 */
export interface Route {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  modIDs?: string[];
  token: 'required' | 'optional';
  encrypt?: boolean;
  form?: boolean;
  answer(ctx: Ctx): Answer;
}

/** A successful /wps answer. */
export const ok = (value: unknown, extra: Record<string, unknown> = {}): Answer => ({
  status: 200,
  body: { success: true, value, ...extra },
});

/** A /wps refusal (§4: non-2xx with the envelope as the body). */
export const refuse = (status: number, errorCode: string, message: string, value: unknown = null): Answer => ({
  status,
  body: { success: false, value, errorCode, message },
});

/** A bare /lgw answer (§4, §6.5). */
export const bare = (body: unknown): Answer => ({ status: 200, body });

/** §4: 400 function.not.available (wrong or duplicate Merchant, or the feature is off). */
export const notAvailable = () =>
  refuse(400, 'function.not.available', 'Sorry, this account does not have permission or the feature is temporarily unavailable.');

/** §4: 401 login.not.session. */
export const noSession = () => refuse(401, 'login.not.session', 'The account has been logged out, please log in again');

/** A parameter the call needs is missing (the document names request_param_err for domainRoute only; used alike). */
export const badParam = (name: string) => refuse(400, 'request_param_err', `Missing or invalid parameter: ${name}`);
