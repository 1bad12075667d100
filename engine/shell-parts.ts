// What the shell takes from outside the engine: the UI kit's toaster and toasts, icon and theme, and the widget
// registry.
// The composition root (app/) provides them once, before anything renders, so engine/ never imports widgets/.
import type { ComponentType } from 'react';
import type { CompiledValidator, WidgetModule } from './widget-module.ts';
import type { Icon as IconName } from '../generated/types.ts';
import type { SiteConfig } from './api/types.gen.ts';
import type { TOAST_MS } from './constants.ts';

/** Toast kinds; 'notice' is the notification bar at the top, the rest show centred. */
export type ToastKind = keyof typeof TOAST_MS;
/** A toast to show: text already translated; tone 'error' is announced assertively. */
export interface ToastOptions {
  text: string;
  kind?: ToastKind;
  durationMs?: number;
  tone?: 'info' | 'error';
}
/** Where toasts go: the UI kit's toast store, which the Toaster shows. */
export interface Notifier {
  /** Shows a toast; returns its id. */
  show(options: ToastOptions): number;
  /** Hides a toast by id. */
  hide(id: number): void;
  /** Shows a loading toast; returns the function that hides it. */
  loading(text: string): () => void;
}

/** The parts the shell renders or calls but does not own. */
export interface ShellParts {
  /** Shows the toasts (mounted once at the app root). */
  Toaster: ComponentType;
  /** The toasts the Toaster shows. */
  toast: Notifier;
  /** The footer's unread counts (the UI kit's badge: capped count, spoken label). */
  Badge: ComponentType<{ count: number; label: string; className?: string }>;
  /** The header's back arrow and the footer's icons. */
  Icon: ComponentType<{ name: IconName; size?: number }>;
  /** Applies the site's brand colours and template (site config's brand and mobileTemplate); may finish later (its
   * code loaded on demand). */
  applyTheme(brand: NonNullable<SiteConfig['brand']>, template: SiteConfig['mobileTemplate']): void | Promise<void>;
  /** Loads a widget's component by type: the literal map the generator writes. */
  registry: Readonly<Record<string, () => Promise<WidgetModule>>>;
  /** Loads a widget type's compiled props validator. */
  validator(type: string): Promise<CompiledValidator>;
}

const missing = (): never => {
  throw new Error('shell parts not provided (the composition root calls provideShell first)');
};

/** The parts in use; nothing until the composition root provides them. */
export const shell: ShellParts = {
  Toaster: () => null,
  toast: { show: () => 0, hide: () => {}, loading: () => () => {} },
  Badge: () => null,
  Icon: () => null,
  applyTheme: () => {},
  registry: {},
  validator: missing,
};

/** Installs the parts (the composition root, once; tests with their own). */
export function provideShell(parts: ShellParts): void {
  Object.assign(shell, parts);
}
