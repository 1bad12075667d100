// The shared verification routine: one field's value against its declared bounds and the server's named
// rule, returning pass (null) or a message as a label key. Plain TypeScript, no React.
import type { RegisterValidation } from '../../engine/api/types.gen.ts';

/** A named server rule (registerValidation): bounds, pattern and the label key shown when it fails. */
export type Rule = RegisterValidation[string];
/** Named rules by name (username, password, loginUsername, ...). */
export type Rules = Readonly<Record<string, Rule>>;

/** What the routine needs to know about a field; the form's field props are a superset. */
export interface FieldRule {
  name: string;
  type?: string;
  required?: boolean;
  /** Required only while this other field has a value (the SMS code of an optional mobile number). */
  requiredWith?: string;
  /** Length bounds for text; value bounds for type number. */
  min?: number;
  max?: number;
  pattern?: string;
  /** Name of a server rule whose bounds and pattern apply (inline bounds win). */
  rule?: string;
  /** Label key shown when the value breaks the bounds or pattern. */
  message?: string;
  /** Label key shown when a required field is empty. */
  requiredMessage?: string;
  /** Another field this one must equal (confirm password). */
  matches?: string;
  matchMessage?: string;
  /** Another field this one must differ from (new password vs old). */
  differsFrom?: string;
  differMessage?: string;
  /** Keep surrounding spaces (passwords); other values are trimmed. */
  keepSpaces?: boolean;
}

/** A failed check: the label key and its {0}-style parameters ({ label } parameters name another label key). */
export interface Failure {
  key: string;
  params?: Array<string | number | { label: string }>;
}

export const DEFAULT_MESSAGES = {
  required: 'form_required',
  format: 'format_incorrect',
  number: 'form_number_range',
  matches: 'in_confirmation_correct',
  differs: 'password_same_as_old',
} as const;

/** The value as it is checked and sent: trimmed unless the field keeps spaces. */
export function cleanValue(field: Pick<FieldRule, 'keepSpaces' | 'type'>, raw: string | undefined): string {
  const value = raw ?? '';
  return field.keepSpaces || field.type === 'password' ? value : value.trim();
}

/** Checks one field: null on pass; optional empty fields are skipped. */
export function verify(
  field: FieldRule,
  raw: string | undefined,
  values: Readonly<Record<string, string>> = {},
  rules: Rules = {},
): Failure | null {
  const value = cleanValue(field, raw);
  if (!value) return isRequired(field, values) ? { key: field.requiredMessage ?? DEFAULT_MESSAGES.required } : null;
  const named = field.rule ? rules[field.rule] : undefined;
  const min = field.min ?? named?.min;
  const max = field.max ?? named?.max;
  const pattern = field.pattern ?? named?.pattern;
  const message = field.message ?? named?.message ?? DEFAULT_MESSAGES.format;
  if (field.type === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n) || (min !== undefined && n < min) || (max !== undefined && n > max)) {
      return field.message ? { key: field.message } : { key: DEFAULT_MESSAGES.number, params: [min ?? '', max ?? ''] };
    }
  } else {
    const length = [...value].length;
    if ((min !== undefined && length < min) || (max !== undefined && length > max)) return { key: message, params: [min ?? '', max ?? ''] };
  }
  if (pattern && !safeTest(pattern, value)) return { key: message, params: [min ?? '', max ?? ''] };
  if (field.matches !== undefined && value !== cleanValue(field, values[field.matches]))
    return { key: field.matchMessage ?? DEFAULT_MESSAGES.matches };
  if (field.differsFrom !== undefined && value === cleanValue(field, values[field.differsFrom]))
    return { key: field.differMessage ?? DEFAULT_MESSAGES.differs };
  return null;
}

/** Whether the field must be filled, given the other values. */
export function isRequired(field: FieldRule, values: Readonly<Record<string, string>>): boolean {
  return field.required === true || (field.requiredWith !== undefined && !!values[field.requiredWith]?.trim());
}

/** A pattern from configuration that does not compile fails open (logged), so a typo never blocks players. */
function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    console.error(`[form] invalid pattern ${pattern}`);
    return true;
  }
}

/** The first field (in order) that fails, with its failure; null when every field passes. */
export function firstFailure(
  fields: readonly FieldRule[],
  values: Readonly<Record<string, string>>,
  rules: Rules = {},
): { name: string; failure: Failure } | null {
  for (const field of fields) {
    const failure = verify(field, values[field.name], values, rules);
    if (failure) return { name: field.name, failure };
  }
  return null;
}

/** Translates a failure with a t() function, translating { label } parameters too. */
export function failureText(failure: Failure, t: (key: string, params?: unknown[]) => string): string {
  return t(
    failure.key,
    (failure.params ?? []).map((p) => (typeof p === 'object' ? t(p.label) : p)),
  );
}
