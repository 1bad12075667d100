// The server's registration settings (methods, captcha, SMS provider, per-field config), with a retry state.
import { useCallback, useEffect, useState } from 'react';
import { useEngine } from '../../engine/widget-module.ts';
import type { RegisterSettings } from '../../engine/api/types.gen.ts';

/** Loading state of the settings: null while loading, 'failed', or the settings. */
export function useRegisterSettings(needed = true): { settings: RegisterSettings | null | 'failed'; retry: () => void } {
  const { call } = useEngine();
  const [settings, setSettings] = useState<RegisterSettings | null | 'failed'>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    setSettings(null);
    call('registerSettings')
      .then((value) => {
        if (live) setSettings(value && Array.isArray(value.fields) ? value : 'failed');
      })
      .catch(() => {
        if (live) setSettings('failed');
      });
    return () => {
      live = false;
    };
  }, [needed, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { settings, retry };
}
