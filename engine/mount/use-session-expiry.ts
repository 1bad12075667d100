// The platform ended the session (engine/session/expiry.ts): the player is told so, and signs in again to come
// back to the address they were at.
import { useEffect, useRef } from './react-deps.ts';
import type { ScreenSet } from '../screens/load.ts';
import { SESSION_EXPIRED, rememberReturn } from '../session/expiry.ts';
import { ACCESS_MESSAGE_MS } from '../constants.ts';
import { t as translate } from '../i18n.ts';
import { on } from '../events.ts';
import { shell } from '../shell-parts.ts';

/** On the session's expiry: a notice, the address remembered, and the login screen. */
export function useSessionExpiry(set: ScreenSet, address: string, navigate: (to: string, options: { replace: boolean }) => void) {
  const here = useRef('');
  here.current = address;
  useEffect(
    () =>
      on(SESSION_EXPIRED, () => {
        const login = set.app.login ?? '/m/login';
        if (!here.current.startsWith(login)) rememberReturn(here.current);
        // A notice at the top, so the toast of the call that failed (centred) cannot replace it.
        shell.toast.show({ text: translate('session_logged_out'), kind: 'notice', tone: 'error', durationMs: ACCESS_MESSAGE_MS });
        navigate(login, { replace: true });
      }),
    [navigate, set],
  );
}
