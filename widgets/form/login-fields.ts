// The login fields per method: the named rules loginUsername, loginPassword, loginMobileNum and
// verificationCode, and the captcha (required, 'please write code', digits, max 6) once it is shown.
import { CAPTCHA_MAX_LENGTH } from '../../engine/page-constants.ts';
import type { ExtrasField } from './field-extras.tsx';
import type { FieldDef } from './field-view.tsx';

/** A login method. */
export type LoginMethod = 'username' | 'sms';
type LoginField = FieldDef & ExtrasField;

const USERNAME: LoginField[] = [
  {
    name: 'username',
    label: 'login_username',
    type: 'text',
    required: true,
    rule: 'loginUsername',
    autocomplete: 'username',
    placeholder: 'login_username_ph',
  },
  {
    name: 'password',
    label: 'login_password',
    type: 'password',
    required: true,
    rule: 'loginPassword',
    autocomplete: 'current-password',
    placeholder: 'login_password_ph',
  },
];
const SMS: LoginField[] = [
  {
    name: 'mobileNum',
    label: 'reg_mobile',
    type: 'mobile',
    required: true,
    rule: 'loginMobileNum',
    dialingCode: true,
    placeholder: 'reg_mobile_ph',
  },
  {
    name: 'verificationCode',
    label: 'reg_sms_code',
    type: 'smsCode',
    required: true,
    rule: 'verificationCode',
    sms: { call: 'smsNoLogin', mobileField: 'mobileNum' },
  },
];
/** The login captcha field. */
export const LOGIN_CAPTCHA: LoginField = {
  name: 'captcha',
  label: 'login_captcha',
  type: 'captcha',
  required: true,
  requiredMessage: 'in_vwrite_code',
  pattern: '^\\d+$',
  max: CAPTCHA_MAX_LENGTH,
  message: 'in_vwrite_code',
};

/** The fields of a method, with the captcha last when it is shown. */
export function loginFields(method: LoginMethod, captcha: boolean): LoginField[] {
  const base = method === 'sms' ? SMS : USERNAME;
  return captcha ? [...base, LOGIN_CAPTCHA] : base;
}

/** The (sealed) login body for a method from the form values: an SMS login sends the mobile number as username and
 * the code as password, as the platform's client does (PLATFORM-API.md §5). */
export function loginBody(method: LoginMethod, values: Readonly<Record<string, string>>, remember: boolean, captcha: boolean) {
  const common = { remember, ...(captcha ? { captcha: values.captcha?.trim() ?? '' } : {}) };
  return method === 'sms'
    ? {
        type: 'sms' as const,
        username: values.mobileNum?.trim() ?? '',
        password: values.verificationCode?.trim() ?? '',
        countryDialingCode: values.countryDialingCode ?? '',
        ...common,
      }
    : { type: 'username' as const, username: values.username?.trim() ?? '', password: values.password ?? '', ...common };
}
