// How each registration field of the server's field config looks and which shared rule checks it.
// The server decides which are enabled and required, and their order.
import type { RegisterField, RegisterFieldName as Name } from '../../engine/api/readers/register.ts';
import type { FieldDef } from './field-view.tsx';
import type { SmsCall } from './use-sms.ts';

/** A registration field's view: FieldDef plus the form type and, for SMS codes, the number it belongs to. */
export type RegisterFieldDef = FieldDef & {
  type: string;
  dialingCode?: boolean;
  sms?: { call: SmsCall; mobileField: string; via?: (mobileNum: string, countryDialingCode: string) => Promise<number> };
};

/** Presentation and rule of every field the server may enable. */
export const REGISTER_FIELD_VIEWS: Record<Name, RegisterFieldDef> = {
  username: {
    name: 'username',
    label: 'reg_username',
    type: 'text',
    rule: 'username',
    autocomplete: 'username',
    placeholder: 'reg_username_ph',
  },
  password: {
    name: 'password',
    label: 'reg_password',
    type: 'password',
    rule: 'password',
    autocomplete: 'new-password',
    placeholder: 'reg_password_ph',
  },
  confirmPassword: {
    name: 'confirmPassword',
    label: 'reg_confirm_password',
    type: 'password',
    autocomplete: 'new-password',
    matches: 'password',
    matchMessage: 'in_confirmation_correct',
    requiredMessage: 'in_incorrect_password',
  },
  paymentPassword: {
    name: 'paymentPassword',
    label: 'reg_payment_password',
    type: 'password',
    rule: 'paymentPassword',
    autocomplete: 'off',
  },
  mobileNum: { name: 'mobileNum', label: 'reg_mobile', type: 'mobile', rule: 'mobileNum', dialingCode: true, placeholder: 'reg_mobile_ph' },
  verificationCode: {
    name: 'verificationCode',
    label: 'reg_sms_code',
    type: 'smsCode',
    rule: 'verificationCode',
    sms: { call: 'registerSmsUsername', mobileField: 'mobileNum' },
  },
  email: { name: 'email', label: 'reg_email', type: 'email', rule: 'email' },
  nickname: { name: 'nickname', label: 'reg_nickname', type: 'text', rule: 'nickname', autocomplete: 'nickname' },
  payeeName: {
    name: 'payeeName',
    label: 'reg_payee_name',
    type: 'text',
    rule: 'payeeName',
    autocomplete: 'name',
    hint: 'reg_payee_name_hint',
  },
  recommenderId: { name: 'recommenderId', label: 'reg_recommender', type: 'text', rule: 'recommenderId' },
  affiliateCode: { name: 'affiliateCode', label: 'reg_affiliate_code', type: 'text', rule: 'affiliateCode' },
  idNumber: { name: 'idNumber', label: 'reg_id_number', type: 'text', rule: 'idNumber' },
  qqNum: { name: 'qqNum', label: 'reg_qq', type: 'tel', rule: 'qqNum' },
  facebook: { name: 'facebook', label: 'reg_facebook', type: 'text', rule: 'facebook' },
  wechat: { name: 'wechat', label: 'reg_wechat', type: 'text', rule: 'wechat' },
  line: { name: 'line', label: 'reg_line', type: 'text', rule: 'line' },
  whatsapp: { name: 'whatsapp', label: 'reg_whatsapp', type: 'tel', rule: 'whatsapp' },
  zalo: { name: 'zalo', label: 'reg_zalo', type: 'tel', rule: 'zalo' },
};

/** The enabled fields in server order, with required from the server; unknown names are skipped. */
export function fieldsFromServer(config: readonly RegisterField[] | undefined): RegisterFieldDef[] {
  return (Array.isArray(config) ? config : []).flatMap((f) => {
    const view = f?.enabled ? REGISTER_FIELD_VIEWS[f.name as Name] : undefined;
    return view ? [{ ...view, required: f.required === true }] : [];
  });
}
