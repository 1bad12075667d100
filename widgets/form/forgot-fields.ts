// The fields of the two recovery ways: e-mail (login-username rule, required e-mail with a simple
// pattern, both trimmed) and phone (number required with a minimum length, SMS code and new password by the shared
// rules).
import type { ExtrasField } from './field-extras.tsx';
import type { FieldDef } from './field-view.tsx';

type Field = FieldDef & ExtrasField;

export const EMAIL_FIELDS: Field[] = [
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
    name: 'email',
    label: 'reg_email',
    type: 'email',
    required: true,
    pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
    message: 'email_incorrect',
    requiredMessage: 'email_incorrect',
  },
];

export const PHONE_FIELDS: Field[] = [
  {
    name: 'mobileNum',
    label: 'reg_mobile',
    type: 'mobile',
    required: true,
    rule: 'mobileNum',
    message: 'mobile_number_error',
    placeholder: 'reg_mobile_ph',
  },
  {
    name: 'verificationCode',
    label: 'reg_sms_code',
    type: 'smsCode',
    required: true,
    rule: 'verificationCode',
    // The forgot-by-phone code comes from sms/noLogin, as the login code does (PLATFORM-API.md §5).
    sms: { call: 'smsNoLogin', mobileField: 'mobileNum' },
  },
  { name: 'newPassword', label: 'forgot_new_password', type: 'password', required: true, rule: 'password', autocomplete: 'new-password' },
];
