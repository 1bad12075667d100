// One labelled input of a form: asterisk on required fields, show/hide toggle on passwords, the field's message
// under it (linked with aria-describedby), and optional slots before and after the input (dialing code, SMS button,
// captcha image). Input kinds follow the field type (numeric keyboards, max lengths of engine/constants.ts).
import { useId, useState, type ReactNode } from 'react';
import { CAPTCHA_MAX_LENGTH, MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../../engine/page-constants.ts';
import { Icon } from '../ui/all-icons.ts';
import type { FieldRule } from './rules.ts';
import { failureText, isRequired } from './rules.ts';
import type { FormState } from './use-form.ts';

/** A field as the views need it: the verification rule plus presentation (label keys). */
export interface FieldDef extends FieldRule {
  label: string;
  placeholder?: string;
  hint?: string;
  readOnly?: boolean;
  autocomplete?: string;
}

/** A choice of a select, its label already translated. */
export interface Choice {
  value: string;
  text: string;
}

interface Props {
  field: FieldDef;
  form: FormState;
  t: (key: string, params?: unknown[]) => string;
  before?: ReactNode;
  after?: ReactNode;
  disabled?: boolean;
  choices?: readonly Choice[];
}

const INPUT_KIND: Record<string, { type: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email'; max?: number; auto?: string }> = {
  text: { type: 'text' },
  password: { type: 'password', auto: 'current-password' },
  number: { type: 'text', inputMode: 'decimal' },
  tel: { type: 'tel', inputMode: 'tel' },
  email: { type: 'email', inputMode: 'email', auto: 'email' },
  mobile: { type: 'tel', inputMode: 'numeric', max: MOBILE_MAX_LENGTH, auto: 'tel-national' },
  smsCode: { type: 'text', inputMode: 'numeric', max: SMS_CODE_MAX_LENGTH, auto: 'one-time-code' },
  captcha: { type: 'text', inputMode: 'numeric', max: CAPTCHA_MAX_LENGTH, auto: 'off' },
};

/** A field with its label, input, toggles and message. */
export function FieldView({ field, form, t, before, after, disabled, choices }: Props) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const failure = form.failureOf(field.name);
  const kind = INPUT_KIND[field.type ?? 'text'] ?? INPUT_KIND.text!;
  const value = form.values[field.name] ?? '';
  const required = isRequired(field, form.values);
  const described = [failure && `${id}-error`, field.hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.name,
    value,
    disabled,
    readOnly: field.readOnly,
    ref: form.register(field.name),
    'aria-invalid': failure ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': described,
    onBlur: () => form.blur(field.name),
    className: 'f-input',
  } as const;
  const placeholder = field.placeholder ? t(field.placeholder) : undefined;
  const maxLength = field.type === 'number' ? undefined : (field.max ?? kind.max);

  let input: ReactNode;
  if (field.type === 'textarea') {
    input = (
      <textarea
        {...common}
        rows={4}
        maxLength={maxLength}
        placeholder={placeholder}
        onChange={(e) => form.set(field.name, e.target.value)}
      />
    );
  } else if (field.type === 'select') {
    input = (
      <select {...common} onChange={(e) => form.set(field.name, e.target.value)}>
        <option value="">{placeholder ?? t('form_choose')}</option>
        {(choices ?? []).map((c) => (
          <option key={c.value} value={c.value}>
            {c.text}
          </option>
        ))}
      </select>
    );
  } else {
    const numeric = kind.inputMode === 'numeric';
    input = (
      <input
        {...common}
        type={field.type === 'password' && visible ? 'text' : kind.type}
        inputMode={kind.inputMode}
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete={field.autocomplete ?? kind.auto ?? 'off'}
        autoCapitalize="off"
        spellCheck={false}
        onChange={(e) => form.set(field.name, numeric ? e.target.value.replace(/\D/g, '') : e.target.value)}
      />
    );
  }

  return (
    <div className={`f-field${failure ? ' has-error' : ''}`}>
      <label className="f-label" htmlFor={id}>
        {t(field.label)}
        {required && (
          <span className="f-required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <div className="f-control">
        {before}
        {input}
        {field.type === 'password' && (
          <button
            type="button"
            className="f-eye"
            aria-pressed={visible}
            aria-label={t(visible ? 'form_hide_password' : 'form_show_password')}
            onClick={() => setVisible((v) => !v)}
          >
            <Icon name={visible ? 'eye-off' : 'eye'} size={20} />
          </button>
        )}
        {after}
      </div>
      {field.hint && (
        <p id={`${id}-hint`} className="f-hint">
          {t(field.hint)}
        </p>
      )}
      {failure && (
        <p id={`${id}-error`} className="f-error" aria-live="polite">
          {failureText(failure, t)}
        </p>
      )}
    </div>
  );
}
