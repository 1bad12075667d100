// Form state shared by every account form and the general form widget: values, which fields show their message,
// live re-checks, focus on the first failing field, and re-checking filled fields after a language change
// (debounced).
import { useCallback, useEffect, useRef, useState } from 'react';
import { LANG_DEBOUNCE_LOGIN_MS } from '../../engine/page-constants.ts';
import { EVENTS, useEngine } from '../../engine/widget-module.ts';
import { clock } from '../ui/clock.ts';
import { type FieldRule, type Failure, type Rules, firstFailure, verify } from './rules.ts';

/** A form's state and operations for a list of fields. */
export interface FormState {
  values: Readonly<Record<string, string>>;
  /** Whether any field was changed by the player. */
  touched: boolean;
  /** Whether every field passes. */
  valid: boolean;
  /** The failure shown under a field (only after it was left, the form was submitted, or the language changed). */
  failureOf(name: string): Failure | null;
  set(name: string, value: string): void;
  /** Sets values without marking the form touched (remembered credentials, server defaults). */
  fill(values: Record<string, string>): void;
  blur(name: string): void;
  /** Empties fields and hides their messages. */
  clear(names: readonly string[]): void;
  /** Shows every message and focuses the first failing field; true when all pass. */
  check(): boolean;
  /** Shows one field's message (focusing it when it fails); true when it passes. */
  checkOne(name: string): boolean;
  /** Focuses a field by name, or the control that opens it while it is disabled (an SMS code's send button). */
  focus(name: string): void;
  /** Ref callback registering a field's focusable element. */
  register(name: string): (el: HTMLElement | null) => void;
  /** Ref callback registering the control the player acts on to enable a disabled field (its focus target meanwhile). */
  registerOpener(name: string): (el: HTMLElement | null) => void;
}

/** Form state for `fields` (in display order), checked with the named `rules`. */
export function useForm(fields: readonly FieldRule[], rules: Rules, initial: Record<string, string> = {}): FormState {
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [shown, setShown] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState(false);
  const elements = useRef(new Map<string, HTMLElement>());
  const openers = useRef(new Map<string, HTMLElement>());
  const latest = useRef(values);
  latest.current = values;
  const { on } = useEngine();

  const focus = useCallback((name: string) => {
    const own = elements.current.get(name);
    // A disabled input cannot take focus: the player's next step is the control that enables it.
    const el = own && !(own as HTMLInputElement).disabled ? own : (openers.current.get(name) ?? own);
    el?.focus();
    el?.scrollIntoView?.({ block: 'center' });
  }, []);

  useEffect(() => {
    let timer: unknown = null;
    const off = on(EVENTS.language, () => {
      clock.clearTimeout(timer);
      timer = clock.setTimeout(() => {
        const filled = Object.entries(latest.current)
          .filter(([, v]) => v)
          .map(([k]) => k);
        setShown((prev) => new Set([...prev, ...filled]));
      }, LANG_DEBOUNCE_LOGIN_MS);
    });
    return () => {
      off();
      clock.clearTimeout(timer);
    };
  }, [on]);

  // What the player typed before the page's code took over (a server-rendered form takes typing at once): the
  // inputs hold it, the state does not, and a submit would find the fields empty. Taken once, as the form mounts.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const [name, el] of elements.current) {
      if (!el.matches('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea')) continue;
      const value = (el as HTMLInputElement).value;
      if (value && !latest.current[name]) typed[name] = value;
    }
    if (Object.keys(typed).length) setValues((prev) => ({ ...prev, ...typed }));
  }, []);

  const field = (name: string) => fields.find((f) => f.name === name);
  const failureOf = (name: string) => {
    const f = field(name);
    return f && shown.has(name) ? verify(f, values[name], values, rules) : null;
  };

  return {
    values,
    touched,
    valid: firstFailure(fields, values, rules) === null,
    failureOf,
    set: (name, value) => {
      setValues((prev) => ({ ...prev, [name]: value }));
      setTouched(true);
    },
    fill: (next) => setValues((prev) => ({ ...prev, ...next })),
    blur: (name) => {
      if (latest.current[name]) setShown((prev) => (prev.has(name) ? prev : new Set([...prev, name])));
    },
    clear: (names) => {
      setValues((prev) => ({ ...prev, ...Object.fromEntries(names.map((n) => [n, ''])) }));
      setShown((prev) => new Set([...prev].filter((n) => !names.includes(n))));
    },
    check: () => {
      setShown(new Set(fields.map((f) => f.name)));
      const failed = firstFailure(fields, latest.current, rules);
      if (failed) focus(failed.name);
      return failed === null;
    },
    checkOne: (name) => {
      const f = field(name);
      setShown((prev) => new Set([...prev, name]));
      const ok = !f || verify(f, latest.current[name], latest.current, rules) === null;
      if (!ok) focus(name);
      return ok;
    },
    focus,
    register: (name) => (el) => {
      if (el) elements.current.set(name, el);
      else elements.current.delete(name);
    },
    registerOpener: (name) => (el) => {
      if (el) openers.current.set(name, el);
      else openers.current.delete(name);
    },
  };
}
