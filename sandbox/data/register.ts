// Registration settings and the shared field rules; the sandbox validates registrations against these same rules.
import type { RegisterRuleMap, RegisterValidation } from '../../engine/api/types.gen.ts';
import type { RegisterField } from '../../engine/api/readers/register.ts';

export const REGISTER_FIELDS: RegisterField[] = [
  { name: 'username', enabled: true, required: true },
  { name: 'password', enabled: true, required: true },
  { name: 'confirmPassword', enabled: true, required: true },
  { name: 'mobileNum', enabled: true, required: false },
  { name: 'verificationCode', enabled: true, required: false },
  { name: 'email', enabled: true, required: false },
  { name: 'nickname', enabled: false, required: false },
  { name: 'payeeName', enabled: true, required: false },
  { name: 'affiliateCode', enabled: true, required: false },
  { name: 'paymentPassword', enabled: false, required: false },
  { name: 'recommenderId', enabled: false, required: false },
  { name: 'idNumber', enabled: false, required: false },
  { name: 'qqNum', enabled: false, required: false },
  { name: 'facebook', enabled: false, required: false },
  { name: 'wechat', enabled: false, required: false },
  { name: 'line', enabled: false, required: false },
  { name: 'whatsapp', enabled: false, required: false },
  { name: 'zalo', enabled: false, required: false },
];

/** Field rules by name; message is a label key. */
export const RULES: RegisterValidation = {
  username: { min: 6, max: 16, pattern: '^[a-zA-Z][a-zA-Z0-9]*$', message: 'account_format_incorrect' },
  password: { min: 6, max: 20, pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d!@#$%^&*]+$', message: 'password_format_incorrect' },
  paymentPassword: { min: 6, max: 6, pattern: '^\\d+$', message: 'password_format_incorrect' },
  mobileNum: { min: 7, max: 20, pattern: '^\\d+$', message: 'mobile_number_not_valid' },
  verificationCode: { min: 4, max: 10, pattern: '^\\d+$', message: 'verification_code_error' },
  email: { max: 64, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', message: 'email_format_incorrect' },
  nickname: { min: 2, max: 20, message: 'name_format_not_valid' },
  payeeName: { min: 2, max: 50, pattern: "^[\\p{L} .'-]+$", message: 'name_format_not_valid' },
  recommenderId: { max: 20, message: 'referrer_link_error' },
  affiliateCode: { min: 4, max: 20, pattern: '^[A-Za-z0-9]+$', message: 'invitation_code_error' },
  idNumber: { min: 6, max: 30, message: 'id_number_not_valid' },
  qqNum: { min: 5, max: 12, pattern: '^\\d+$', message: 'format_incorrect' },
  facebook: { max: 64, message: 'format_incorrect' },
  wechat: { max: 64, message: 'format_incorrect' },
  line: { max: 64, message: 'format_incorrect' },
  whatsapp: { max: 20, pattern: '^\\+?\\d+$', message: 'format_incorrect' },
  zalo: { max: 20, pattern: '^\\+?\\d+$', message: 'format_incorrect' },
  loginUsername: { min: 4, max: 16, pattern: '^[a-zA-Z0-9]+$', message: 'account_format_incorrect' },
  loginPassword: { min: 6, max: 20, message: 'password_format_incorrect' },
  loginMobileNum: { min: 7, max: 20, pattern: '^\\d+$', message: 'mobile_number_not_valid' },
};

/** Checks one value against a named rule; returns the rule's label key on failure, null on pass. */
export function checkRule(name: string, value: string): string | null {
  const rule = RULES[name];
  if (!rule) return null;
  const tooShort = rule.min !== undefined && [...value].length < rule.min;
  const tooLong = rule.max !== undefined && [...value].length > rule.max;
  const badPattern = rule.pattern !== undefined && !new RegExp(rule.pattern, 'u').test(value);
  return tooShort || tooLong || badPattern ? rule.message : null;
}

/** The rules as the platform answers them (ModuleId COMM3): one per register field, with "*" for no pattern. */
export function ruleMap(): RegisterRuleMap {
  const map: RegisterRuleMap = {};
  for (const field of REGISTER_FIELDS) {
    const rule = RULES[field.name];
    if (field.name === 'confirmPassword' || field.name === 'verificationCode') continue;
    map[field.name] = {
      enabled: field.enabled,
      required: field.required,
      acceptedPattern: rule?.pattern ?? '*',
      ...(rule?.min !== undefined ? { minLength: rule.min } : {}),
      ...(rule?.max !== undefined ? { maxLength: rule.max } : {}),
    };
  }
  map.captcha = { enabled: true, required: true, acceptedPattern: '^\\d+$' };
  return map;
}
