// The server's registration settings (methods, captcha, SMS provider, per-field config), through the engine's data
// hook: loading, ready or failed (a reply without a field list counts as failed), with a reload to retry.
import { useData, useEngine, type Data } from '../../engine/widget-module.ts';
import type { RegisterSettings } from '../../engine/api/types.gen.ts';

/** The settings' load state; `needed` false loads nothing (the status stays 'loading'). */
export function useRegisterSettings(needed = true): Data<RegisterSettings> {
  const { call } = useEngine();
  return useData(
    () =>
      call('registerSettings').then((value) => {
        if (!value || !Array.isArray(value.fields)) throw new Error('registration settings without fields');
        return value;
      }),
    [],
    { enabled: needed },
  );
}
