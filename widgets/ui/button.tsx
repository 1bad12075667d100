// Button: a real <button> in four variants (primary, secondary, ghost, icon) with a loading state.
// Loading keeps the button's width (label stays in place, transparent) so nothing shifts.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from './spinner.tsx';

type Native = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>;
type Common = Native & { loading?: boolean; block?: boolean; size?: 'md' | 'sm' };
/** Text buttons; icon buttons must carry an aria-label because they have no visible text. */
export type ButtonProps =
  | (Common & { variant?: 'primary' | 'secondary' | 'ghost'; children: ReactNode })
  | (Common & { variant: 'icon'; 'aria-label': string; children: ReactNode });

/** A button; while loading it is aria-busy and ignores clicks but keeps focus. */
export function Button({
  variant = 'primary',
  loading = false,
  block = false,
  size = 'md',
  className,
  onClick,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = ['ui-btn', `ui-btn--${variant}`, `ui-btn--${size}`, block && 'ui-btn--block', loading && 'is-loading', className];
  return (
    <button
      {...rest}
      type={type}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={loading ? (e) => e.preventDefault() : onClick}
    >
      <span className="ui-btn__label">{children}</span>
      {loading && <Spinner className="ui-btn__spinner" />}
    </button>
  );
}
