// The interface language as the shell renders it: its code, the languages offered, and a translate function that
// is new when the language or its labels change, so what renders with it renders again.
import { useCallback } from './react-deps.ts';
import { languageState, t as translate } from '../i18n.ts';
import { useStore } from './use-store.ts';

/** The active language's code, the languages offered, and `t` for the active language. */
export function useLanguage() {
  const code = useStore(languageState, (l) => l.code);
  const ready = useStore(languageState, (l) => l.ready);
  const supported = useStore(languageState, (l) => l.supported);
  const t = useCallback(
    (key: string, params?: Record<string, unknown> | unknown[], count?: number) => translate(key, params, count),
    [code, ready],
  );
  return { code, supported, t };
}
