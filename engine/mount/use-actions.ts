// What the actions of screen files do in the browser (engine/actions.ts runs them): navigate within the app, the
// back rule, popups, platform calls, toasts, external links and events.
import { useCallback, useMemo } from './react-deps.ts';
import type { Action } from '../schema-types.ts';
import type { ScreenSet } from '../screens/load.ts';
import { goBack, runActions, type ActionServices } from '../actions.ts';
import { safeLink, safePath } from '../links.ts';
import { app } from '../state.ts';
import { t as translate } from '../i18n.ts';
import { emit } from '../events.ts';
import { shell } from '../shell-parts.ts';
import { callNamed, isEndpoint } from '../api/calls.ts';
import { messageOf } from '../api/errors/index.ts';

/** Opens or closes a popup (actions and widgets alike). */
export const setPopup = (id: string, open: boolean) => {
  app.popups[id] = open;
};

/** [the action services for the router's `navigate`, `run`: runs a list of actions with them]. */
export function useActions(
  navigate: (to: string, options?: { replace?: boolean }) => void,
  set: ScreenSet,
): [ActionServices, (list: readonly Action[] | undefined) => void] {
  const actions: ActionServices = useMemo(
    () => ({
      navigate: (to, o) => {
        const path = safePath(to, 'navigate');
        if (path) navigate(path, { replace: o?.replace });
      },
      back: (rule) =>
        goBack(rule, {
          historyLength: history.length,
          home: set.app.home,
          back: () => history.back(),
          replace: (to) => navigate(to, { replace: true }),
          push: (to) => navigate(to),
        }),
      setPopup,
      // A failed call tells the player why (the error's catalogue message) and stops the actions after it.
      call: async (name, params) => {
        if (!isEndpoint(name)) throw new Error(`unknown call "${name}"`);
        try {
          return await callNamed(name, params ?? {});
        } catch (err) {
          shell.toast.show({ text: messageOf(err, translate), kind: 'default', tone: 'error' });
          throw err;
        }
      },
      toast: (key, kind) => shell.toast.show({ text: translate(key), kind: (kind ?? 'default') as 'default' }),
      openExternal: (url) => {
        const href = safeLink(url, 'external link');
        if (href) window.open(href, '_blank', 'noopener,noreferrer');
      },
      emit,
    }),
    [navigate, set],
  );
  const run = useCallback(
    (list: readonly Action[] | undefined) => {
      void runActions(list, actions);
    },
    [actions],
  );
  return [actions, run];
}
