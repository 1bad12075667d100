// Registration (sealed), its settings and rules, affiliate check and the three password flows.
import type { ApiInputs } from '../../engine/api/types.gen.ts';
import { randomUUID } from 'node:crypto';
import type { Ctx, HandlerMap } from '../context.ts';
import { memberOf } from '../context.ts';
import { takeCaptcha } from '../captcha.ts';
import { checkSms, issueSms, memberByMobile, memberByName, startSession } from '../codes.ts';
import { MERCHANT_CODE } from '../data/site.ts';
import { newMember } from '../data/accounts.ts';
import { REGISTER_FIELDS, RULES, checkRule, ruleMap } from '../data/register.ts';
import { Refusal } from '../http.ts';
import { checkPassword, hashPassword } from '../passwords.ts';
import { verifyIdToken } from '../idp.ts';
import type { State } from '../state.ts';

export const SAME_PASSWORD = 'The new password and the old password cannot be the same';
const invalid = (problems: string[]) => new Refusal('validation.failed', problems.join('; '), 400);
const USER_MISSING = 'Sorry, the user does not exist or is disabled.';

/** How the sandbox merchant registers, from its white-label flags (as the platform's client reads them). */
const settingsOf = (state: State) => ({
  methods: { username: state.settings.flags.USERNAMEREG3 === true, mobileNum: state.settings.flags.MOBILENUMREG3 === true },
  mobilePassword: state.settings.flags.MOBILENUMPASSREG3 === true,
  mobileVerification: state.settings.flags.REGMOBVERF3 === true,
  captchaEnabled: true,
});

const agentByCode = (state: State, code: string | undefined) =>
  code ? Object.values(state.members).find((m) => m.affiliateCode?.toLowerCase() === code.toLowerCase()) : undefined;

/** Field problems of a registration, judged by the same field config and rules the client renders. */
function fieldProblems(body: ApiInputs['register'], byMobile: boolean, passwords: boolean): string[] {
  const problems: string[] = [];
  const values = body as unknown as Record<string, string | undefined>;
  for (const field of REGISTER_FIELDS) {
    if (!field.enabled || field.name === 'confirmPassword' || field.name === 'verificationCode') continue;
    // By number the number is the username too; without MOBILENUMPASSREG3 there are no passwords.
    if (byMobile && (field.name === 'username' || (!passwords && field.name === 'password'))) continue;
    const value = (values[field.name] ?? '').trim();
    if (!value) {
      if (field.required || (byMobile && field.name === 'mobileNum'))
        problems.push(`${field.name}: ${RULES[field.name]?.message ?? 'required'}`);
      continue;
    }
    const failed = checkRule(field.name, value);
    if (failed) problems.push(`${field.name}: ${failed}`);
  }
  if (passwords && body.password !== body.confirmPassword) problems.push('confirmPassword: in_confirmation_correct');
  return problems;
}

const disabled = () =>
  new Refusal('register.method.disabled', 'Sorry, this account does not have permission or the feature is temporarily unavailable.');

/** A registration by username (PUT /wps/member/register) or by number (PUT /wps/member/register/mobile, the number
 * as username); with login: true the value signs the new member in, as the platform's does. */
async function registerMember({ input, state, store }: Ctx<ApiInputs['register']>, byMobile: boolean) {
  const settings = settingsOf(state);
  if (!(byMobile ? settings.methods.mobileNum : settings.methods.username)) throw disabled();
  if (byMobile && (!input.mobileNum || (input.username && input.username !== input.mobileNum)))
    throw invalid(['mobileNum: mobile_number_not_valid']);
  if (!byMobile && !input.username) throw invalid(['username: account_format_incorrect']);
  const passwords = !byMobile || settings.mobilePassword;
  const problems = fieldProblems(input, byMobile, passwords);
  if (problems.length) throw invalid(problems);
  try {
    if (settings.captchaEnabled && !takeCaptcha(state, input.captcha)) throw new Refusal('captcha.error', 'Verification code error');
    const userName = byMobile ? input.mobileNum! : input.username!;
    if (memberByName(state, userName)) throw new Refusal('user.exists', 'Sorry, the username already exists.');
    if (input.mobileNum && memberByMobile(state, input.mobileNum)) throw new Refusal('mobile.exists', 'Mobile number already registered');
    // By number the code is always asked; by username when REGMOBVERF3 is on and a number is given.
    if (input.mobileNum && (byMobile || settings.mobileVerification)) {
      // The identity provider's ID token stands in for the SMS code (firebaseChannel sms).
      if (input.firebaseIdToken) {
        const claim = verifyIdToken(state, input.firebaseIdToken);
        if (claim.kind !== 'sms' || claim.mobileNum !== input.mobileNum)
          throw new Refusal('verification.code.error', 'Verification code error');
      } else checkSms(state, input.mobileNum, input.verificationCode, true);
    }
    const agent = agentByCode(state, input.affiliateCode);
    if (input.affiliateCode && !agent) throw new Refusal('affiliate.invalid', 'Invalid invitation code');
    const member = newMember({
      id: state.nextMemberId++,
      userName,
      passwordHash: hashPassword(passwords && input.password ? input.password : randomUUID()),
      type: 0,
      merchantCode: MERCHANT_CODE,
      nickname: input.nickname ?? userName,
      toUpline: !!agent,
      countryDialingCode: input.countryDialingCode ?? '63',
      ...(input.mobileNum ? { mobileNum: input.mobileNum } : {}),
      ...(input.email ? { email: input.email } : {}),
      ...(agent ? { upline: agent.userName } : {}),
    });
    state.members[userName] = member;
    return input.login === true ? startSession(state, member) : null;
  } finally {
    await store.save();
  }
}

/** A register SMS code (sms/register): mobileNo (PLATFORM-API.md quirk 2), under the module of its method. */
async function registerSms({ input, state, store }: Ctx<ApiInputs['smsNoLogin']>, on: boolean) {
  if (!on) throw new Refusal('function.not.available', 'Function not available');
  const mobile = input.mobileNo;
  if (!mobile || !/^\d{7,20}$/.test(mobile)) throw invalid(['mobileNo: mobile_number_not_valid']);
  const value = issueSms(state, mobile);
  await store.save();
  return value;
}

export const accountHandlers = {
  registerValidation: () => ruleMap(),
  register: (ctx) => registerMember(ctx, false),
  registerMobile: (ctx) => registerMember(ctx, true),
  registerSmsUsername: (ctx) => registerSms(ctx, ctx.state.settings.flags.REGMOBVERF3 === true),
  registerSmsMobile: (ctx) => registerSms(ctx, ctx.state.settings.flags.MOBILENUMREG3 === true),
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
    delete member.passwordExpired;
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
    delete member.passwordExpired;
    delete state.captchaRequired[member.userName.toLowerCase()];
    await store.save();
    return true;
  },
} satisfies Partial<HandlerMap>;
