// The interface language as the shell renders it: its code, the languages offered, and a translate function that
// is new when the language or its labels change, so what renders with it renders again.
import { useCallback } from './react-deps.ts';
import { languageState, t as translate } from '../i18n.ts';
import { listenTo, useStore } from './tracked.ts';

const onLanguage = listenTo(languageState);

/** The active language's code, the languages offered, and `t` for the active language. */
export function useLanguage() {
  const code = useStore(onLanguage, () => languageState.code);
  const ready = useStore(onLanguage, () => languageState.ready);
  const supported = useStore(onLanguage, () => languageState.supported);
  const t = useCallback(
    (key: string, params?: Record<string, unknown> | unknown[], count?: number) => translate(key, params, count),
    [code, ready],
  );
  return { code, supported, t };
}
