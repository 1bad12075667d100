// Language picker: the current language's flag in a header, or a settings row ("Language  English >"); either
// opens a sheet of the site's supported languages, each with its flag and own name, that switches the language.
import { useState } from 'react';
import type { LanguagePickerProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { languageFacts, useEngine } from '../engine/widget-module.ts';
import { LazyBottomSheet, warmSheet } from './ui/lazy-sheet.tsx';
import { Icon } from './ui/icons.tsx';
import { Flag } from './home/flags.tsx';
import './language-picker.css';

export default function LanguagePicker({ config }: WidgetProps<LanguagePickerProps>) {
  const { t, toast, language, languages, setLanguage } = useEngine();
  const lang = { code: language, supported: languages };
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const title = t(config.title ?? 'home_language');
  const name = (code: string) => t(`home_lang_${code}`) || code;
  const choose = async (code: string) => {
    if (code === lang.code) {
      setOpen(false);
      return;
    }
    setBusy(code);
    try {
      await setLanguage(code);
      setOpen(false);
    } catch {
      toast(t('load_failed_retry'));
    } finally {
      setBusy(null);
    }
  };
  const opener = { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onPointerDown: warmSheet, onClick: () => setOpen(true) };
  return (
    <>
      {config.variant === 'row' ? (
        <button type="button" className="w-lang-open" {...opener}>
          <span className="w-lang-open-icon">
            <Icon name="globe" size={20} />
          </span>
          <span className="w-lang-open-label">{title}</span>
          <span className="w-lang-open-value" lang={languageFacts(lang.code).tag}>
            {name(lang.code)}
          </span>
          <Flag code={lang.code} size={24} />
          <Icon name="chevron" size={18} />
        </button>
      ) : (
        <button type="button" className="w-lang-btn" aria-label={`${title}: ${name(lang.code)}`} {...opener}>
          <Flag code={lang.code} size={24} />
        </button>
      )}
      <LazyBottomSheet open={open} onClose={() => setOpen(false)} title={title} closeLabel={t('home_close')}>
        <ul className="w-lang-list">
          {lang.supported.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="w-lang-row"
                aria-pressed={code === lang.code}
                aria-busy={busy === code || undefined}
                lang={languageFacts(code).tag}
                onClick={() => void choose(code)}
              >
                <Flag code={code} size={28} />
                <span className="w-lang-name">{name(code)}</span>
                {code === lang.code && <Icon name="chevron" size={18} />}
              </button>
            </li>
          ))}
        </ul>
      </LazyBottomSheet>
    </>
  );
}
