// The document-only stand-in's session, member and wallet calls, each as its row in PLATFORM-API.md §1.1/§1.2
// (method, path, modID, token, encrypt) answering what §5's "fields read" column names and nothing more: login
// (`value.token`, `firstTimeLogin`, `passwordExpired`; a refusal's `value.captcha`, §4), free play (§6.11), captcha
// (a base64 PNG without the `data:` prefix), SMS (§6.2: `mobileNum`, `mobileNo` for register), member info, balance.
import { PNG } from 'pngjs';
import { randomInt } from 'node:crypto';
import { type DocKeys, keyOf } from './crypto.ts';
import { type Ctx, type Route, badParam, notAvailable, ok, refuse } from './envelope.ts';

/** A body field as a string ('' when it is not one). */
export const str = (v: unknown) => (typeof v === 'string' ? v : '');
/** Whether a white-label flag is on. */
export const flag = (ctx: Ctx, modId: string) => ctx.state.flags()[modId] === true;

/** A small random-noise PNG (the code itself is read by tests through control.captcha(), not from the image). */
function captchaPng(): string {
  const png = new PNG({ width: 80, height: 30 });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([randomInt(120, 256), randomInt(120, 256), randomInt(120, 256), 255], i);
  return PNG.sync.write(png).toString('base64');
}

/** The document names no error code for a wrong password: this one is the stand-in's. */
const wrongLogin = () => refuse(400, 'login.password.error', 'Incorrect username or password', { captcha: true });

function login(ctx: Ctx): ReturnType<Route['answer']> {
  const { state, body } = ctx;
  if (body.type === 'sms') {
    if (!flag(ctx, 'MOBILEVERCODELOGIN3')) return notAvailable();
    const account = state.accounts.find((a) => a.mobile !== '' && a.mobile === str(body.username));
    if (!account || !body.password || state.sms.get(account.mobile) !== body.password) return wrongLogin();
    return ok({ token: state.open(account), firstTimeLogin: account.firstTimeLogin, passwordExpired: account.passwordExpired });
  }
  const name = str(body.username).toLowerCase();
  if (state.captchaDue.has(name)) {
    const right = state.captcha !== '' && str(body.captcha) === state.captcha;
    state.captcha = '';
    if (!right) return refuse(400, 'captcha.error', 'Verification code error', { captcha: true });
  }
  const account = state.find(name);
  if (!account || account.password !== body.password) {
    state.captchaDue.add(name);
    return wrongLogin();
  }
  state.captchaDue.delete(name);
  return ok({ token: state.open(account), firstTimeLogin: account.firstTimeLogin, passwordExpired: account.passwordExpired });
}

/** §6.11: no body; `Encryption` is RSA of a random string (it must decrypt with this platform's key). */
function freeplay(ctx: Ctx, keys: DocKeys): ReturnType<Route['answer']> {
  if (!flag(ctx, 'FREEPLAY3')) return notAvailable();
  try {
    keyOf(ctx.headers.encryption?.[0] ?? '', keys);
  } catch {
    return refuse(400, 'request_body_required', 'Encryption is missing or does not decrypt');
  }
  const token = ctx.state.open(ctx.state.trial());
  const where = ctx.state.options.freeplayToken;
  return ok(where === 'top' ? null : { token }, where === 'value' ? {} : { token });
}

/** Sends a code to the number in `field` (§6.2); `value.expiredMinutes`. */
function smsCode(ctx: Ctx, field: 'mobileNum' | 'mobileNo') {
  const mobile = str(ctx.body[field]);
  if (!/^\d{5,20}$/.test(mobile)) return badParam(field);
  ctx.state.sendSms(mobile);
  return ok({ expiredMinutes: 5 });
}

/** The session rows, with the platform's key (free play checks its `Encryption`). */
export function sessionRoutes(keys: DocKeys): Route[] {
  const me = (ctx: Ctx) => ctx.account!;
  return [
    { method: 'POST', path: '/wps/session/login', modIDs: ['COMM3'], token: 'optional', encrypt: true, answer: login },
    { method: 'POST', path: '/wps/session/login/freeplay', modIDs: ['FREEPLAY3'], token: 'optional', answer: (c) => freeplay(c, keys) },
    {
      method: 'DELETE',
      path: '/wps/session/logout',
      modIDs: ['COMM3'],
      token: 'required',
      answer: (c) => (c.state.sessions.delete(c.token!), ok(null)),
    },
    {
      method: 'GET',
      path: '/wps/captcha',
      modIDs: ['CAPTCHA3'],
      token: 'optional',
      // §6.17: the image must never be cached.
      answer: (c) => (
        (c.state.captcha = String(randomInt(1000, 10000))), { ...ok(captchaPng()), headers: { 'Cache-Control': 'no-store' } }
      ),
    },
    {
      method: 'POST',
      path: '/wps/verification/sms/noLogin',
      modIDs: ['VERIFICATION3'],
      token: 'optional',
      answer: (c) => smsCode(c, 'mobileNum'),
    },
    {
      method: 'POST',
      path: '/wps/verification/sms/register',
      // §6.1: the modID says which register flow asks; each needs its flag.
      modIDs: ['REGMOBVERF3', 'MOBILENUMREG3'],
      token: 'optional',
      answer: (c) => (flag(c, c.headers.moduleid![0]!) ? smsCode(c, 'mobileNo') : notAvailable()),
    },
    { method: 'GET', path: '/wps/member/info', modIDs: ['COMM3'], token: 'required', answer: (c) => ok(memberInfo(me(c))) },
    {
      method: 'GET',
      path: '/wps/v2/wallets/balance',
      modIDs: ['COMM3'],
      token: 'required',
      answer: (c) => ok(c.state.options.balanceForm === 'number' ? me(c).balance : balances(me(c).balance)),
    },
    // §1.5: the older build's path, in its own form.
    { method: 'GET', path: '/wps/wallets/balance', token: 'required', answer: (c) => ok(balances(me(c).balance)) },
    { method: 'GET', path: '/wps/relay/GCS_merchantWallet', modIDs: ['COMM3'], token: 'required', answer: () => ok({ isSingle: true }) },
    { method: 'GET', path: '/wps/relay/CSP_unreadCount', modIDs: ['INBOX3'], token: 'required', answer: () => ok(2) },
    {
      method: 'GET',
      path: '/wps/member/info/funds/consolidated',
      modIDs: ['COMM3'],
      token: 'required',
      answer: () => ok({ dailysalreqtype: 0, divtypereq: 0, contracthoursalreq: 0, realtimesalreqtype: 0 }),
    },
  ];
}

/** §5 member info row: `value.id`, `account`, `nickname`, `type`; nothing else. */
const memberInfo = (a: { id: number; account: string; nickname: string; type: number }) => ({
  id: a.id,
  account: a.account,
  nickname: a.nickname,
  type: a.type,
});

/** §5 balance row, the older build: `value.balances[{accountName, availBalance}]`. */
const balances = (balance: number) => ({ balances: [{ accountName: 'LOTT', availBalance: balance }] });
