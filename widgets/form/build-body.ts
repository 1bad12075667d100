// Turns form values into a call's body: cleaned values under each field's name, numbers as numbers, optional empty
// fields left out, fixed params and route-query values added.
import { cleanValue, type FieldRule } from './rules.ts';

/** A field as the body builder sees it. */
export type BodyField = FieldRule & { send?: boolean; dialingCode?: boolean };

/** The body for `fields` from `values`; countryDialingCode is added when a mobile field has a picker. */
export function buildBody(
  fields: readonly BodyField[],
  values: Readonly<Record<string, string>>,
  extra: { params?: Record<string, unknown>; query?: Record<string, string>; routeParams?: Readonly<Record<string, string>> } = {},
): Record<string, unknown> {
  const body: Record<string, unknown> = { ...(extra.params ?? {}) };
  for (const [key, param] of Object.entries(extra.query ?? {})) {
    const v = extra.routeParams?.[param];
    if (v) body[key] = v;
  }
  for (const field of fields) {
    if (field.send === false) continue;
    const value = cleanValue(field, values[field.name]);
    if (!value) continue;
    body[field.name] = field.type === 'number' ? Number(value) : value;
    if (field.dialingCode && values.countryDialingCode) body.countryDialingCode = values.countryDialingCode;
  }
  return body;
}
