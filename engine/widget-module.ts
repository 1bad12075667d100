// The contract between the engine and a widget chunk: a widget chunk exports { type, Component }; its props
// validator is a chunk of its own, loaded only for a screen that needs checking.
import type { ComponentType, ReactNode } from 'react';

/** A compiled standalone ajv validator (no eval at run time). */
export interface CompiledValidator {
  (data: unknown): boolean;
  errors?: Array<{ instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }> | null;
}

/** What a widget component receives: its validated config and its rendered children. */
export interface WidgetProps<P = Record<string, unknown>> {
  config: P;
  children?: ReactNode;
}

/** A loaded widget; `validate` is there when the loader was asked for it. */
export interface WidgetModule {
  type: string;
  Component: ComponentType<WidgetProps<any>>;
  validate?: CompiledValidator;
  /** Starts loading the data the widget shows first, as soon as its screen is prepared (before it renders). */
  prefetch?: (config: any, language: string) => void;
}

/** Loads a widget type, with its props validator when `withValidator` is true. */
export type WidgetLoad = (type: string, withValidator: boolean) => Promise<WidgetModule>;
