// The engine's one door for widgets: the contract of a widget chunk ({ type, Component }; its props validator is a
// chunk of its own, loaded only for a screen that needs checking), the engine services (useEngine) and the few
// hooks and stateless helpers widgets share with the engine. Widgets import nothing else from engine/ but types
// and constants (test/unit/layering.test.ts).
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

export { useEngine, type EngineServices } from './mount/use-engine.ts';
export { useHydrating, useFirstData, useFirstValue, type FirstData } from './mount/hydration.ts';
