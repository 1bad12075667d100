// The local stand-in identity provider (the app's identityProvider kind "local"): sends SMS codes through the
// sandbox's own code store and issues ID tokens signed with the state's link key, which login and register accept
// as firebaseIdToken. Social sign-in returns the token of a seeded member's linked account (default player01).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { checkSms, issueSms, memberByName } from './codes.ts';
import { Refusal, ok, parseBody, readText, sendJson } from './http.ts';
import type { State } from './state.ts';
import type { Store } from './store.ts';

/** What an ID token vouches for: a verified mobile number, or a social account of a member. */
export type IdClaim = { kind: 'sms'; mobileNum: string } | { kind: 'facebook' | 'google'; userName: string };

const sign = (state: State, payload: string) => createHmac('sha256', state.linkKey).update(payload).digest('base64url');

/** Issues a signed ID token for a claim. */
export function issueIdToken(state: State, claim: IdClaim): string {
  const payload = Buffer.from(JSON.stringify({ ...claim, iat: Date.now() })).toString('base64url');
  return `${payload}.${sign(state, payload)}`;
}

/** The claim of a valid token; throws verification.code.error otherwise. */
export function verifyIdToken(state: State, token: string | undefined): IdClaim {
  const [payload, sig] = (token ?? '').split('.');
  const expected = payload ? sign(state, payload) : '';
  if (!payload || !sig || sig.length !== expected.length || !timingSafeEqual(Buffer.from(sig), Buffer.from(expected))) {
    throw new Refusal('verification.code.error', 'Verification code error');
  }
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as IdClaim;
}

/** Answers POST /__sandbox/idp/{sms,verify,social}. */
export async function idpControl(req: IncomingMessage, res: ServerResponse, path: string, store: Store): Promise<void> {
  const body = parseBody(await readText(req), 'application/json') as Record<string, string | undefined>;
  const state = store.state;
  if (path === '/idp/sms') {
    if (!body.mobileNum || !/^\d{7,20}$/.test(body.mobileNum))
      throw new Refusal('validation.failed', 'mobileNum: mobile_number_not_valid', 400);
    issueSms(state, body.mobileNum);
    await store.save();
    return sendJson(res, 200, ok(true));
  }
  if (path === '/idp/verify') {
    checkSms(state, body.mobileNum, body.code, true);
    await store.save();
    return sendJson(res, 200, ok({ idToken: issueIdToken(state, { kind: 'sms', mobileNum: body.mobileNum! }) }));
  }
  if (path === '/idp/social' && (body.kind === 'facebook' || body.kind === 'google')) {
    const member = memberByName(state, body.userName ?? 'player01');
    if (!member) throw new Refusal('user.not.exist', 'Sorry, the user does not exist or is disabled.');
    return sendJson(res, 200, ok({ idToken: issueIdToken(state, { kind: body.kind, userName: member.userName }) }));
  }
  throw new Refusal('not.found', 'Unknown identity provider path', 404);
}
