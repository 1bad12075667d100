// The document-only stand-in's account calls, from PLATFORM-API.md §1.1 and §5: register by username and by mobile
// (encrypted, `value.token` = automatic login), change password and set password by phone (encrypted), forgot by
// e-mail (the only form-encoded call, §6.4), the affiliate check, and the register rules map (§6.8).
import { REGISTER_RULES, member } from './data.ts';
import { type Ctx, type Route, badParam, notAvailable, ok, refuse } from './envelope.ts';
import { flag, str } from './routes-session.ts';

/** The SMS code sent to `mobile` matches `code`. */
const smsMatches = (ctx: Ctx, mobile: string, code: unknown) => mobile !== '' && ctx.state.sms.get(mobile) === str(code) && code !== '';

function register(ctx: Ctx, byMobile: boolean) {
  const { body, state } = ctx;
  if (!flag(ctx, byMobile ? 'MOBILENUMREG3' : 'USERNAMEREG3')) return notAvailable();
  const mobile = str(body.mobileNum);
  const username = (byMobile ? mobile : str(body.username)).toLowerCase();
  if (!username) return badParam(byMobile ? 'mobileNum' : 'username');
  // §5: MOBILENUMPASSREG3 puts the password field on the mobile form; without it none is sent.
  if (!str(body.password) && (!byMobile || flag(ctx, 'MOBILENUMPASSREG3'))) return badParam('password');
  if (state.find(username)) return refuse(400, 'register.username.exists', 'Sorry, the username already exists.');
  const needsCode = byMobile || flag(ctx, 'REGMOBVERF3');
  if (needsCode && !smsMatches(ctx, mobile, body.verificationCode))
    return refuse(400, 'verification.code.error', 'Verification code error');
  const account = {
    ...member(9010 + state.accounts.length, username, username, 0, mobile, 0),
    password: str(body.password),
    firstTimeLogin: true,
  };
  state.accounts.push(account);
  return ok({ token: state.open(account) });
}

function changePassword(ctx: Ctx) {
  const { body } = ctx;
  const account = ctx.account!;
  if (account.password !== body.oldPassword) return refuse(400, 'password.old.error', 'The old password is incorrect');
  if (!str(body.newPassword) || body.newPassword !== body.confirmNewPassword) return badParam('confirmNewPassword');
  // SPEC §8 names this one code.
  if (body.newPassword === body.oldPassword)
    return refuse(400, 'modify.new.old.same', 'The new password and the old password cannot be the same');
  account.password = str(body.newPassword);
  account.passwordExpired = false;
  return ok(null);
}

function setPasswordByPhone(ctx: Ctx) {
  const { body, state } = ctx;
  if (!flag(ctx, 'CHNGPASSVERIF3')) return notAvailable();
  const account = state.accounts.find((a) => a.mobile !== '' && a.mobile === str(body.mobileNum));
  if (!account || !smsMatches(ctx, account.mobile, body.verificationCode))
    return refuse(400, 'verification.code.error', 'Verification code error');
  if (!str(body.newPassword)) return badParam('newPassword');
  if (body.newPassword === account.password)
    return refuse(400, 'modify.new.old.same', 'The new password and the old password cannot be the same');
  account.password = str(body.newPassword);
  return ok(null);
}

/** The account rows. */
export const accountRoutes: Route[] = [
  { method: 'PUT', path: '/wps/member/register', modIDs: ['REG3'], token: 'optional', encrypt: true, answer: (c) => register(c, false) },
  {
    method: 'PUT',
    path: '/wps/member/register/mobile',
    modIDs: ['COMM3'],
    token: 'optional',
    encrypt: true,
    answer: (c) => register(c, true),
  },
  { method: 'POST', path: '/wps/member/password', modIDs: ['PASS3'], token: 'required', encrypt: true, answer: changePassword },
  {
    method: 'POST',
    path: '/wps/member/password/verification',
    modIDs: ['CHNGPASSVERIF3'],
    token: 'optional',
    encrypt: true,
    answer: setPasswordByPhone,
  },
  {
    method: 'POST',
    path: '/wps/member/password/email',
    modIDs: ['COMM3'],
    token: 'optional',
    form: true,
    answer: (c) => (str(c.body.username) && str(c.body.email) ? ok(null) : badParam('email')),
  },
  {
    method: 'GET',
    path: '/wps/agent/affiliate',
    modIDs: ['AFFMAN3'],
    token: 'optional',
    answer: (c) => (c.query.get('code') === 'DOCAFF' ? ok(null) : refuse(400, 'affiliate.invalid', 'Invalid invitation code')),
  },
  // §6.1: two rows (REG3, COMM3); only COMM3's answer is described (the map), and REG3's is kept whole: the same map.
  { method: 'GET', path: '/wps/system/setting/register', modIDs: ['REG3', 'COMM3'], token: 'optional', answer: () => ok(REGISTER_RULES) },
];
