// The server's named field rules (registerValidation: the platform's rule map, read by server-rules.ts; cached by
// the API layer per language), reloaded on a language change. Without them, fields fall back to their inline bounds.
import { useEffect, useState } from 'react';
import { EVENTS, useEngine } from '../../engine/widget-module.ts';
import type { Rules } from './rules.ts';
import { rulesFrom } from './server-rules.ts';

/** Named rules, {} until loaded (or when `needed` is false, or loading failed). */
export function useServerRules(needed: boolean): Rules {
  const { call, on } = useEngine();
  const [rules, setRules] = useState<Rules>({});
  useEffect(() => {
    if (!needed) return;
    let live = true;
    const load = () =>
      call('registerValidation')
        .then((value) => {
          if (live) setRules(rulesFrom(value));
        })
        .catch((err) => console.error('[form] field rules unavailable', err));
    void load();
    const off = on(EVENTS.language, () => {
      void load();
    });
    return () => {
      live = false;
      off();
    };
  }, [needed]);
  return rules;
}
