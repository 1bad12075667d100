// The country dialing-code picker in front of a mobile number (GET /wps/system/country). Until the list loads,
// or when it cannot, the current code stays selectable so the form still works.
import { useEffect } from 'react';
import { type EngineServices, useData, useEngine } from '../../engine/widget-module.ts';
import type { ApiValues } from '../../engine/api/types.gen.ts';

type Country = ApiValues['systemCountry'][number];
let loaded: Promise<Country[]> | null = null;

/** The countries (loaded once per page). */
export function loadCountries(call: EngineServices['call']): Promise<Country[]> {
  loaded ??= call('systemCountry')
    .then((list) => (Array.isArray(list) ? list : []))
    .catch(() => {
      loaded = null;
      return [];
    });
  return loaded;
}

/** A compact select of dialing codes showing "+63". */
export function DialingCode({
  value,
  onChange,
  onDefault,
  label,
}: {
  value: string;
  onChange: (code: string) => void;
  onDefault: (code: string) => void;
  label: string;
}) {
  const { call } = useEngine();
  const countries = useData(() => loadCountries(call), []).value ?? [];
  // Without a code yet, the first country's becomes the default once the list is in.
  const first = countries[0]?.countryDialingCode;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the country list arrives, not for each value the player picks or a new onDefault function
  useEffect(() => {
    if (!value && first) onDefault(first);
  }, [first]);
  const codes =
    countries.some((c) => c.countryDialingCode === value) || !value
      ? countries
      : [{ code: value, name: '', countryDialingCode: value, minMobileLength: 0, maxMobileLength: 0 }, ...countries];
  // The select is transparent over a short "+63" so the prefix stays narrow while the list shows country names.
  return (
    <span className="f-dial">
      <span className="f-dial-text" aria-hidden="true">
        +{value}
      </span>
      <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {codes.length === 0 && <option value={value}>+{value}</option>}
        {codes.map((c) => (
          <option key={c.code + c.countryDialingCode} value={c.countryDialingCode}>
            +{c.countryDialingCode}
            {c.name ? ` ${c.name}` : ''}
          </option>
        ))}
      </select>
    </span>
  );
}
