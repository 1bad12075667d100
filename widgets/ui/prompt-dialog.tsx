// PromptDialog: a dialog asking for text, in three variants like a native alert prompt: plain text, secure text
// (masked) and login + password. The first input is focused PROMPT_FOCUS_DELAY_MS after opening.
import { useEffect, useId, useRef, type FormEvent, type Ref } from 'react';
import { PROMPT_FOCUS_DELAY_MS } from '../../engine/page-constants.ts';
import { Button } from './button.tsx';
import { clock } from './clock.ts';
import { Dialog } from './dialog.tsx';

/** The three prompt variants. */
export type PromptVariant = 'text' | 'secure' | 'login';
/** What the user entered; password is set only for the login variant. */
export interface PromptResult {
  value: string;
  password?: string;
}
/** The fields' part of the props; strings already translated (passwordLabel is for the login variant). */
export interface PromptFieldsProps {
  variant?: PromptVariant;
  message?: string;
  inputLabel: string;
  passwordLabel?: string;
  placeholder?: string;
  initialValue?: string;
  maxLength?: number;
}
/** Props of PromptDialog. */
export interface PromptDialogProps extends PromptFieldsProps {
  open: boolean;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: (result: PromptResult) => void;
  onCancel: () => void;
}

/** The prompt's message and inputs as a form (uncontrolled: they start fresh each time the dialog opens). */
export function PromptFields({
  variant = 'text',
  message,
  inputLabel,
  passwordLabel = '',
  placeholder,
  initialValue = '',
  maxLength,
  formId,
  inputRef,
  onSubmit,
}: PromptFieldsProps & { formId: string; inputRef?: Ref<HTMLInputElement>; onSubmit?: (r: PromptResult) => void }) {
  function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const read = (name: string) => (e.currentTarget.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    onSubmit?.(variant === 'login' ? { value: read('value'), password: read('password') } : { value: read('value') });
  }
  return (
    <>
      {message && <p className="ui-prompt__message">{message}</p>}
      <form id={formId} className="ui-prompt" onSubmit={submit}>
        <label className="ui-field">
          <span className="ui-field__label">{inputLabel}</span>
          <input
            ref={inputRef}
            name="value"
            className="ui-field__input"
            defaultValue={initialValue}
            maxLength={maxLength}
            placeholder={placeholder}
            type={variant === 'secure' ? 'password' : 'text'}
            autoComplete={variant === 'login' ? 'username' : 'off'}
            autoCapitalize="off"
            spellCheck={false}
          />
        </label>
        {variant === 'login' && (
          <label className="ui-field">
            <span className="ui-field__label">{passwordLabel}</span>
            <input name="password" className="ui-field__input" type="password" autoComplete="current-password" />
          </label>
        )}
      </form>
    </>
  );
}

/** A modal prompt; Enter or the confirm button submits, Escape or Cancel cancels; mask taps do nothing. */
export function PromptDialog({ open, title, confirmLabel, cancelLabel, onConfirm, onCancel, ...fields }: PromptDialogProps) {
  const formId = `${useId()}-form`;
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!open) return;
    // Delayed so the keyboard opens after the dialog's entrance, as the original prompt did.
    const timer = clock.setTimeout(() => inputRef.current?.focus(), PROMPT_FOCUS_DELAY_MS);
    return () => clock.clearTimeout(timer);
  }, [open]);

  const actions = (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" form={formId}>
        {confirmLabel}
      </Button>
    </>
  );
  return (
    <Dialog open={open} onClose={onCancel} title={title} actions={actions} closeOnMask={false}>
      <PromptFields {...fields} formId={formId} inputRef={inputRef} onSubmit={onConfirm} />
    </Dialog>
  );
}
