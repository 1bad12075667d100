// Captcha, login (sealed), free play, logout, renew and SMS verification codes.
import { randomInt } from 'node:crypto';
import type { HandlerMap } from '../context.ts';
import { memberOf } from '../context.ts';
import { issueCaptcha, takeCaptcha } from '../captcha.ts';
import { checkSms, issueSms, memberByMobile, memberByName, openSession, startSession } from '../codes.ts';
import { TRIAL_MERCHANT_CODE } from '../data/site.ts';
import { newMember } from '../data/accounts.ts';
import { Refusal } from '../http.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { verifyIdToken } from '../idp.ts';

export const LOGIN_FAILED = 'Incorrect username or password';
export const TRIAL_BALANCE = 2000;

const needCaptcha = (message: string, code = 'captcha.required') => new Refusal(code, message, 400, { captcha: true });

export const sessionHandlers = {
  captcha: async ({ state, store }) => {
    const image = issueCaptcha(state);
    await store.save();
    return image;
  },
  login: async ({ input, state, store }) => {
    if (input.type === 'firebase') {
      // Tokens of the local stand-in identity provider: a verified mobile number, or a member's linked social account.
      const claim = verifyIdToken(state, input.firebaseIdToken);
      const member = claim.kind === 'sms' ? memberByMobile(state, claim.mobileNum) : memberByName(state, claim.userName);
      if (!member || member.type === 4) throw new Refusal('user.not.exist', 'Sorry, the user does not exist or is disabled.');
      const value = startSession(state, member);
      await store.save();
      return value;
    }
    // An SMS login sends the mobile number as username and the code as password (PLATFORM-API.md §5).
    const key = input.username?.toLowerCase() ?? '';
    try {
      if (state.captchaRequired[key]) {
        if (!input.captcha) throw needCaptcha('please write code');
        if (!takeCaptcha(state, input.captcha)) throw needCaptcha('Verification code error', 'captcha.error');
      }
      // A password login also takes the member's mobile number as the user name (used after set-password-by-phone).
      const member =
        input.type === 'sms'
          ? memberByMobile(state, input.username)
          : (memberByName(state, input.username) ?? memberByMobile(state, input.username));
      if (input.type === 'sms') {
        if (!member) throw new Refusal('user.not.exist', 'Sorry, the user does not exist or is disabled.');
        checkSms(state, input.username, input.password, true);
      } else if (!member || member.type === 4 || !checkPassword(input.password ?? '', member.passwordHash)) {
        state.captchaRequired[key] = true;
        throw needCaptcha(LOGIN_FAILED, 'login.failed');
      }
      delete state.captchaRequired[key];
      const value = startSession(state, member);
      member.firstTimeLogin = false;
      return value;
    } finally {
      await store.save();
    }
  },
  loginFreeplay: async ({ state, store }) => {
    let userName: string;
    do userName = `trial${randomInt(100_000, 1_000_000)}`;
    while (state.members[userName]);
    const member = newMember({
      id: state.nextMemberId++,
      userName,
      passwordHash: hashPassword(crypto.randomUUID()),
      type: 4,
      merchantCode: TRIAL_MERCHANT_CODE,
      nickname: 'Guest',
      firstTimeLogin: false,
      balance: TRIAL_BALANCE,
    });
    state.members[userName] = member;
    // The token beside success, where the platform's client reads it (quirk 11: endpoints.json envelopeFields).
    const value = { token: openSession(state, member), merchantCode: TRIAL_MERCHANT_CODE, trial: 1 as const };
    await store.save();
    return value;
  },
  trialAccount: () => ({ enabled: true, balance: TRIAL_BALANCE }),
  logout: async ({ state, store, token }) => {
    if (token) delete state.sessions[token];
    await store.save();
    return true;
  },
  renew: async (ctx) => {
    memberOf(ctx);
    const session = ctx.token ? ctx.state.sessions[ctx.token] : undefined;
    await ctx.store.save();
    return { token: ctx.token ?? '', expiresAt: new Date(session?.expiresAt ?? Date.now()).toISOString() };
  },
  smsNoLogin: async ({ input, state, store }) => {
    const mobile = input.mobileNum;
    if (!mobile || !/^\d{7,20}$/.test(mobile)) throw new Refusal('validation.failed', 'mobileNum: mobile_number_not_valid', 400);
    const value = issueSms(state, mobile);
    await store.save();
    return value;
  },
  verifyCode: ({ input, state }) => {
    checkSms(state, input.mobileNum, input.verificationCode, false);
    return true;
  },
} satisfies Partial<HandlerMap>;
