// The header's back arrow: the screen's back rule (its header's `back`: home, or one step of history).
import { useCallback } from './react-deps.ts';
import type { ActionServices } from '../actions.ts';
import type { ScreenDef } from '../schema-types.ts';

/** What the back arrow on `screen` does. */
export function useBack(actions: ActionServices, screen: ScreenDef | undefined) {
  const rule = (screen?.header as { back?: 'home' | 'history' } | undefined)?.back ?? 'history';
  return useCallback(() => actions.back(rule), [actions, rule]);
}
