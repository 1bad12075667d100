// The registration fields for a method: the platform's field list, username left out when registering by mobile
// number (and the passwords unless MOBILENUMPASSREG3 is on), the number and its SMS code (the register SMS of the
// method's module) as the flags say, captcha last.
import type { RegisterSetup } from '../../engine/api/readers/register.ts';
import { CAPTCHA_MAX_LENGTH } from '../../engine/page-constants.ts';
import { type RegisterFieldDef, fieldsFromServer } from './register-fields.ts';

/** A registration method. */
export type RegisterMode = 'username' | 'mobileNum';

/** The methods offered and the default one: username, or mobileNum when only mobile registration is on. */
export function registerModes(settings: Pick<RegisterSetup, 'methods'>): { modes: RegisterMode[]; initial: RegisterMode } {
  const modes: RegisterMode[] = [];
  if (settings.methods?.username) modes.push('username');
  if (settings.methods?.mobileNum) modes.push('mobileNum');
  const initial = settings.methods?.mobileNum && !settings.methods?.username ? 'mobileNum' : 'username';
  return { modes, initial };
}

const CAPTCHA: RegisterFieldDef = {
  name: 'captcha',
  label: 'reg_captcha',
  type: 'captcha',
  required: true,
  requiredMessage: 'in_vwrite_code',
  pattern: '^\\d+$',
  max: CAPTCHA_MAX_LENGTH,
  message: 'in_vwrite_code',
};

/** The fields to show; `hideAffiliate` when a valid code came with the link. */
export function registerFieldsFor(settings: RegisterSetup, mode: RegisterMode, hideAffiliate: boolean): RegisterFieldDef[] {
  let fields = fieldsFromServer(settings.fields);
  if (mode === 'mobileNum') {
    fields = fields.filter(
      (f) => f.name !== 'username' && (settings.mobilePassword || (f.name !== 'password' && f.name !== 'confirmPassword')),
    );
    if (!fields.some((f) => f.name === 'mobileNum'))
      fields.unshift({ ...fieldsFromServer([{ name: 'mobileNum', enabled: true, required: true }])[0]! });
    if (!fields.some((f) => f.name === 'verificationCode')) {
      const at = fields.findIndex((f) => f.name === 'mobileNum') + 1;
      fields.splice(at, 0, fieldsFromServer([{ name: 'verificationCode', enabled: true, required: true }])[0]!);
    }
  }
  if (hideAffiliate) fields = fields.filter((f) => f.name !== 'affiliateCode');
  const hasMobile = fields.some((f) => f.name === 'mobileNum');
  fields = fields.filter((f) => f.name !== 'verificationCode' || (hasMobile && (mode === 'mobileNum' || settings.mobileVerification)));
  fields = fields.map((f) => {
    if (f.name === 'mobileNum' && mode === 'mobileNum') return { ...f, required: true };
    // The register SMS goes out under the method's module: REGMOBVERF3 by username, MOBILENUMREG3 by number.
    if (f.name === 'verificationCode')
      return {
        ...f,
        required: mode === 'mobileNum' || f.required,
        requiredWith: 'mobileNum',
        ...(f.sms
          ? { sms: { ...f.sms, call: mode === 'mobileNum' ? ('registerSmsMobile' as const) : ('registerSmsUsername' as const) } }
          : {}),
      };
    return f;
  });
  return settings.captchaEnabled ? [...fields, CAPTCHA] : fields;
}
