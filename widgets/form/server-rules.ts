// The platform's register rule map (GET /wps/system/setting/register, ModuleId COMM3: one rule per field with
// acceptedPattern, minLength, maxLength; PLATFORM-API.md §5, §6.8) as the forms' named rules. The map says nothing
// about the label shown when a rule breaks (its patternId picks a message in the platform's own client), so the
// label key comes from the field; the login fields and the SMS code are not in the map and keep the rules below.
import type { RegisterRuleMap, RegisterValidation } from '../../engine/api/types.gen.ts';

/** The label key shown when a field breaks its rule. */
const MESSAGES: Readonly<Record<string, string>> = {
  username: 'account_format_incorrect',
  password: 'password_format_incorrect',
  paymentPassword: 'password_format_incorrect',
  mobileNum: 'mobile_number_not_valid',
  verificationCode: 'verification_code_error',
  email: 'email_format_incorrect',
  nickname: 'name_format_not_valid',
  payeeName: 'name_format_not_valid',
  recommenderId: 'referrer_link_error',
  affiliateCode: 'invitation_code_error',
  idNumber: 'id_number_not_valid',
};

/** Fields the platform's map does not carry: the login form's and the SMS code. */
export const CLIENT_RULES: RegisterValidation = {
  verificationCode: { min: 4, max: 10, pattern: '^\\d+$', message: 'verification_code_error' },
  loginUsername: { min: 4, max: 16, pattern: '^[a-zA-Z0-9]+$', message: 'account_format_incorrect' },
  loginPassword: { min: 6, max: 20, message: 'password_format_incorrect' },
  loginMobileNum: { min: 7, max: 20, pattern: '^\\d+$', message: 'mobile_number_not_valid' },
};

/** A pattern the forms can use: "*" (anything), empty or one that does not compile gives none. */
function patternOf(source: unknown): string | undefined {
  if (typeof source !== 'string' || source === '' || source === '*') return undefined;
  try {
    new RegExp(source, 'u');
    return source;
  } catch {
    return undefined;
  }
}

const length = (n: unknown) => (Number.isInteger(n) && (n as number) >= 0 ? (n as number) : undefined);

/** Named rules from the platform's map, over the client's own; a malformed map gives just those. */
export function rulesFrom(map: RegisterRuleMap | null | undefined): RegisterValidation {
  const out: RegisterValidation = { ...CLIENT_RULES };
  if (!map || typeof map !== 'object' || Array.isArray(map)) return out;
  for (const [name, rule] of Object.entries(map)) {
    if (!rule || typeof rule !== 'object' || name === 'captcha') continue;
    const min = length(rule.minLength),
      max = length(rule.maxLength),
      pattern = patternOf(rule.acceptedPattern);
    out[name] = {
      ...(min !== undefined ? { min } : {}),
      ...(max !== undefined ? { max } : {}),
      ...(pattern ? { pattern } : {}),
      message: MESSAGES[name] ?? 'format_incorrect',
    };
  }
  return out;
}
