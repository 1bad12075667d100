// How registration is set up, read as the platform's client reads it (PLATFORM-API.md §5): the methods and switches
// from the white-label flags (USERNAMEREG3, MOBILENUMREG3, MOBILENUMPASSREG3, REGMOBVERF3) and the fields from the
// COMM3 rule map (/wps/system/setting/register, or status info.register), in the map's order; the REG3 answer of
// the same path is not read (the platform's client stores it and reads nothing from it).
import { isRecord } from './read.ts';

/** Every registration field the forms know, in their default order. */
export const REGISTER_FIELD_NAMES = [
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
  'mobileNum',
  'verificationCode',
  'email',
  'nickname',
  'payeeName',
  'recommenderId',
  'affiliateCode',
  'idNumber',
  'qqNum',
  'facebook',
  'wechat',
  'line',
  'whatsapp',
  'zalo',
] as const;
/** A registration field's name. */
export type RegisterFieldName = (typeof REGISTER_FIELD_NAMES)[number];

/** One field the platform enables, and whether it is required. */
export interface RegisterField {
  name: RegisterFieldName;
  enabled: boolean;
  required: boolean;
}

/** What the register form is built from. */
export interface RegisterSetup {
  /** The method tabs (USERNAMEREG3, MOBILENUMREG3). */
  methods: { username: boolean; mobileNum: boolean };
  /** The password fields on the mobile method (MOBILENUMPASSREG3). */
  mobilePassword: boolean;
  /** An SMS code for the number on the username method (REGMOBVERF3); the mobile method always has one. */
  mobileVerification: boolean;
  /** The captcha field (the map's captcha rule enabled). */
  captchaEnabled: boolean;
  /** The fields in the map's order, confirmPassword after password and verificationCode after mobileNum. */
  fields: RegisterField[];
}

const known = new Set<string>(REGISTER_FIELD_NAMES);

/** The setup from the rule map and the flags; a map that is not one gives no fields (the form shows its retry). */
export function registerSetupOf(rules: unknown, flags: Readonly<Record<string, boolean>>): RegisterSetup {
  const fields: RegisterField[] = [];
  const map = isRecord(rules) ? rules : {};
  const add = (name: RegisterFieldName, rule: Record<string, unknown>) => {
    if (fields.some((f) => f.name === name)) return;
    fields.push({ name, enabled: rule.enabled === true, required: rule.required === true });
  };
  for (const [name, rule] of Object.entries(map)) {
    if (!known.has(name) || !isRecord(rule)) continue;
    add(name as RegisterFieldName, rule);
    if (name === 'password') add('confirmPassword', rule);
    if (name === 'mobileNum') add('verificationCode', { enabled: rule.enabled, required: false });
  }
  const captcha = map.captcha;
  return {
    methods: { username: flags.USERNAMEREG3 === true, mobileNum: flags.MOBILENUMREG3 === true },
    mobilePassword: flags.MOBILENUMPASSREG3 === true,
    mobileVerification: flags.REGMOBVERF3 === true,
    captchaEnabled: isRecord(captcha) && captcha.enabled === true,
    fields,
  };
}
