// The server's named field rules (registerValidation: the platform's rule map, read by server-rules.ts; cached by
// the API layer per language), through the engine's data hook, loaded again on a language change. Without them,
// fields fall back to their inline bounds.
import { useEffect } from 'react';
import { EVENTS, useData, useEngine } from '../../engine/widget-module.ts';
import type { Rules } from './rules.ts';
import { rulesFrom } from './server-rules.ts';

/** Named rules, {} until loaded (or when `needed` is false); a failed load is logged and keeps the rules in use. */
export function useServerRules(needed: boolean): Rules {
  const { call, on } = useEngine();
  const rules = useData(
    () =>
      call('registerValidation').then(rulesFrom, (err: unknown) => {
        console.error('[form] field rules unavailable', err);
        throw err;
      }),
    [],
    { enabled: needed },
  );
  const { reload } = rules;
  useEffect(() => (needed ? on(EVENTS.language, reload) : undefined), [needed, reload, on]);
  return rules.value ?? {};
}
