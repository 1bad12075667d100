// The property form's validator, without eval: rjsf asks it which oneOf/anyOf branch and if/then part fits the
// data (isValid); @cfworker/json-schema interprets the (already inlined) schema, so the studio's CSP (no
// unsafe-eval) holds. The form shows no errors of its own: the studio's check (the same as check:screens)
// finds the problems, and the panel shows those on the fields they concern.
import { Validator } from '@cfworker/json-schema';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

const compiled = new WeakMap<object, Validator>();
const validatorFor = (schema: RJSFSchema) => {
  let v = compiled.get(schema);
  if (!v) compiled.set(schema, (v = new Validator(schema as object, '2020-12', true)));
  return v;
};

/** The rjsf validator the panel's forms use. */
export const formValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  rawValidation: () => ({ errors: [] }),
  isValid(schema, formData) {
    if (typeof schema !== 'object' || schema === null) return schema !== false;
    try {
      return validatorFor(schema).validate(formData === undefined ? null : formData).valid;
    } catch {
      return false;
    }
  },
};
