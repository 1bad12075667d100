// The contract between the engine and a widget chunk: a widget exports { type, Component, validate }.
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

/** A loaded widget. */
export interface WidgetModule {
  type: string;
  Component: ComponentType<WidgetProps<any>>;
  validate: CompiledValidator;
}
