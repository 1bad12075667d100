// A screen's access rules (its `access` in screen JSON): a player who fails one is told why and sent where the
// rule says. While hydrating the view is the visitor's, so whether to leave is decided once the player is known.
import { useEffect } from './react-deps.ts';
import type { Resolved } from '../routes.ts';
import { refusal, type GateContext } from '../gates.ts';
import { ACCESS_MESSAGE_MS } from '../constants.ts';
import { t as translate } from '../i18n.ts';
import { shell } from '../shell-parts.ts';

/** The access rule the player fails on this screen (and the redirect it makes), or null when the screen may open. */
export function useAccess(
  resolved: Resolved | null,
  gates: GateContext,
  hydrating: boolean,
  navigate: (to: string, options: { replace: boolean }) => void,
) {
  const refused = resolved ? refusal(resolved.screen.access, gates, resolved.params) : null;
  useEffect(() => {
    if (!refused || hydrating) return;
    if (refused.message)
      shell.toast.show({ text: translate(refused.message), kind: 'default', durationMs: refused.messageMs ?? ACCESS_MESSAGE_MS });
    navigate(refused.redirect, { replace: true });
  }, [refused, navigate, hydrating]);
  return refused;
}
