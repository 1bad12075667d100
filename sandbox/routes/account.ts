// Registration (sealed), its settings and rules, affiliate check and the three password flows.
import type { ApiInputs } from '../../engine/api/types.gen.ts';
import type { HandlerMap } from '../context.ts';
import { memberOf } from '../context.ts';
import { takeCaptcha } from '../captcha.ts';
import { checkSms, memberByMobile, memberByName, startSession } from '../codes.ts';
import { MERCHANT_CODE } from '../data/site.ts';
import { REGISTER_FIELDS, RULES, checkRule, ruleMap } from '../data/register.ts';
import { Refusal } from '../http.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { verifyIdToken } from '../idp.ts';
import type { State } from '../state.ts';

export const SAME_PASSWORD = 'The new password and the old password cannot be the same';
const invalid = (problems: string[]) => new Refusal('validation.failed', problems.join('; '), 400);
const USER_MISSING = 'Sorry, the user does not exist or is disabled.';

const settingsOf = (state: State) => ({
  methods: { username: state.settings.flags.USERNAMEREG3 === true, mobileNum: state.settings.flags.MOBILENUMREG3 === true },
  captchaEnabled: true,
  smsProvider: state.settings.smsProvider ?? ('platform' as const),
  mobileVerification: state.settings.flags.REGMOBVERF3 === true,
  defaultDialingCode: '63',
  fields: REGISTER_FIELDS,
});

const agentByCode = (state: State, code: string | undefined) =>
  code ? Object.values(state.members).find((m) => m.affiliateCode?.toLowerCase() === code.toLowerCase()) : undefined;

/** Field problems of a registration, judged by the same field config and rules the client renders. */
function fieldProblems(body: ApiInputs['register'], byMobile: boolean): string[] {
  const problems: string[] = [];
  const values = body as unknown as Record<string, string | undefined>;
  for (const field of REGISTER_FIELDS) {
    if (!field.enabled || field.name === 'confirmPassword' || field.name === 'verificationCode') continue;
    const value = (values[field.name] ?? '').trim();
    const required = field.required && !(byMobile && field.name === 'username');
    if (!value) {
      if (required || (byMobile && field.name === 'mobileNum')) problems.push(`${field.name}: ${RULES[field.name]?.message ?? 'required'}`);
      continue;
    }
    const failed = checkRule(field.name, value);
    if (failed) problems.push(`${field.name}: ${failed}`);
  }
  if (body.password !== body.confirmPassword) problems.push('confirmPassword: in_confirmation_correct');
  return problems;
}

export const accountHandlers = {
  registerSettings: ({ state }) => settingsOf(state),
  registerValidation: () => ruleMap(),
  register: async ({ input, state, store }) => {
    const settings = settingsOf(state);
    const byMobile = !input.username && !!input.mobileNum;
    if (byMobile ? !settings.methods.mobileNum : !settings.methods.username) {
      throw new Refusal(
        'register.method.disabled',
        'Sorry, this account does not have permission or the feature is temporarily unavailable.',
      );
    }
    const problems = fieldProblems(input, byMobile);
    if (problems.length) throw invalid(problems);
    try {
      if (settings.captchaEnabled && !takeCaptcha(state, input.captcha)) throw new Refusal('captcha.error', 'Verification code error');
      const userName = input.username ?? `m${input.mobileNum}`;
      if (memberByName(state, userName)) throw new Refusal('user.exists', 'Sorry, the username already exists.');
      if (input.mobileNum && memberByMobile(state, input.mobileNum)) throw new Refusal('mobile.exists', 'Mobile number already registered');
      if (input.mobileNum && settings.mobileVerification) {
        // The identity provider's ID token stands in for the SMS code (firebaseChannel sms).
        if (input.firebaseIdToken) {
          const claim = verifyIdToken(state, input.firebaseIdToken);
          if (claim.kind !== 'sms' || claim.mobileNum !== input.mobileNum)
            throw new Refusal('verification.code.error', 'Verification code error');
        } else checkSms(state, input.mobileNum, input.verificationCode, true);
      }
      const agent = agentByCode(state, input.affiliateCode);
      if (input.affiliateCode && !agent) throw new Refusal('affiliate.invalid', 'Invalid invitation code');
      const member = {
        id: state.nextMemberId++,
        userName,
        passwordHash: hashPassword(input.password),
        type: 0,
        merchantCode: MERCHANT_CODE,
        nickname: input.nickname ?? userName,
        regDate: new Date().toISOString(),
        toUpline: !!agent,
        vipLevel: 0,
        countryDialingCode: input.countryDialingCode ?? '63',
        firstTimeLogin: true,
        balance: 0,
        headIcon: '1',
        favourites: [],
        recent: [],
        readMessages: [],
        ...(input.mobileNum ? { mobileNum: input.mobileNum } : {}),
        ...(input.email ? { email: input.email } : {}),
        ...(agent ? { upline: agent.userName } : {}),
      };
      state.members[userName] = member;
      return startSession(state, member);
    } finally {
      await store.save();
    }
  },
  affiliateCheck: ({ input, state }) => {
    if (!agentByCode(state, input.code)) throw new Refusal('affiliate.invalid', 'Invalid invitation code');
    return true;
  },
  changePassword: async (ctx) => {
    const member = memberOf(ctx);
    const { oldPassword, newPassword, confirmNewPassword } = ctx.input;
    if (oldPassword !== undefined && !checkPassword(oldPassword, member.passwordHash)) {
      throw new Refusal('password.old.wrong', 'Old password incorrect');
    }
    if (newPassword !== confirmNewPassword) throw invalid(['confirmNewPassword: in_confirmation_correct']);
    if (checkPassword(newPassword, member.passwordHash)) throw new Refusal('modify.new.old.same', SAME_PASSWORD);
    const failed = checkRule('password', newPassword);
    if (failed) throw invalid([`newPassword: ${failed}`]);
    member.passwordHash = hashPassword(newPassword);
    await ctx.store.save();
    return true;
  },
  forgotByEmail: async ({ input, state, store }) => {
    const member = memberByName(state, input.username.trim());
    if (!member?.email || member.email.toLowerCase() !== input.email.trim().toLowerCase())
      throw new Refusal('user.not.exist', USER_MISSING);
    state.sentEmails.push({ username: member.userName, email: member.email, at: new Date().toISOString() });
    await store.save();
    return true;
  },
  setPasswordByPhone: async ({ input, state, store }) => {
    const member = memberByMobile(state, input.mobileNum);
    if (!member) throw new Refusal('user.not.exist', USER_MISSING);
    checkSms(state, input.mobileNum, input.verificationCode, false);
    if (checkPassword(input.newPassword, member.passwordHash)) throw new Refusal('modify.new.old.same', SAME_PASSWORD);
    const failed = checkRule('password', input.newPassword);
    if (failed) throw invalid([`newPassword: ${failed}`]);
    checkSms(state, input.mobileNum, input.verificationCode, true);
    member.passwordHash = hashPassword(input.newPassword);
    delete state.captchaRequired[member.userName.toLowerCase()];
    await store.save();
    return true;
  },
} satisfies Partial<HandlerMap>;
