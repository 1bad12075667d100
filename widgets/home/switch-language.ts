// Switching the interface language from the picker: the engine resolves it, loads its catalogue (labels
// fall back per key to EN when one is missing), tells the API, and remembers the choice.
import { setLanguage } from '../../engine/i18n.ts';

/** Switches to `code` and remembers it; resolves to the language in use. */
export function switchLanguage(code: string): Promise<string> {
  return setLanguage(code, { persist: true });
}
