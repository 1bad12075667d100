// What sits around an input by field type: the dialing-code picker before a mobile number, the send button after an
// SMS code (the number is checked first; the code input opens after a send), the captcha image after a captcha.
import type { ReactNode } from 'react';
import { CaptchaImage } from './captcha-image.tsx';
import { DialingCode } from './dialing-code.tsx';
import { SmsButton } from './sms-button.tsx';
import { useCaptcha } from './use-captcha.ts';
import { useEngine } from '../../engine/widget-module.ts';
import type { FormState } from './use-form.ts';
import { type SmsCall, sendSmsCode, useSmsCountdown } from './use-sms.ts';

/** The field properties the extras read. */
export interface ExtrasField {
  name: string;
  type?: string;
  dialingCode?: boolean;
  sms?: {
    call: SmsCall;
    mobileField: string;
    via?: (mobileNum: string, countryDialingCode: string) => Promise<number>;
  };
}
/** Slots for FieldView. */
export interface Extras {
  before?: ReactNode;
  after?: ReactNode;
  disabled?: boolean;
}
type Props = { field: ExtrasField; form: FormState; t: (key: string, p?: unknown[]) => string; children: (extras: Extras) => ReactNode };

/** Renders `children` with the extras of the field's type. */
export function FieldExtras(props: Props) {
  const { field } = props;
  if (field.type === 'mobile' && field.dialingCode) return <MobileExtras {...props} />;
  if (field.type === 'smsCode' && field.sms) return <SmsExtras {...props} />;
  if (field.type === 'captcha') return <CaptchaExtras {...props} />;
  return <>{props.children({})}</>;
}

function MobileExtras({ form, t, children }: Props) {
  const picker = (
    <DialingCode
      value={form.values.countryDialingCode ?? ''}
      label={t('form_dialing_code')}
      onChange={(code) => form.set('countryDialingCode', code)}
      onDefault={(code) => form.fill({ countryDialingCode: code })}
    />
  );
  return <>{children({ before: picker })}</>;
}

function SmsExtras({ field, form, t, children }: Props) {
  const sms = useSmsCountdown();
  const engine = useEngine();
  const { call, mobileField, via } = field.sms!;
  const onSend = () => {
    if (!form.checkOne(mobileField)) return;
    const countryDialingCode = form.values.countryDialingCode ?? '';
    const mobileNum = form.values[mobileField]?.trim() ?? '';
    void sms
      .request(() =>
        sendSmsCode(engine, { call, mobileNum, countryDialingCode, ...(via ? { via: () => via(mobileNum, countryDialingCode) } : {}) }),
      )
      .then((ok) => {
        if (ok) setTimeout(() => form.focus(field.name), 0);
      });
  };
  return (
    <>
      {children({
        after: <SmsButton ref={form.registerOpener(field.name)} state={sms.state} onSend={onSend} t={t} />,
        disabled: !sms.sent,
      })}
    </>
  );
}

function CaptchaExtras({ field, form, t, children }: Props) {
  const captcha = useCaptcha(true);
  const reload = () => {
    form.clear([field.name]);
    void captcha.reload();
  };
  return <>{children({ after: <CaptchaImage src={captcha.src} status={captcha.status} onReload={reload} t={t} /> })}</>;
}
