// What a launched game's frame may do (its `sandbox` attribute). A game provider is an untrusted upstream: its page
// runs the game, but may not take the app away from the player or open what the player did not ask for.

/**
 * The sandbox tokens, each for what games need:
 * - allow-scripts, allow-forms: a game is a script; cashier and sign-in steps post forms.
 * - allow-same-origin: the game keeps its own origin (its storage, cookies and API calls); only for a provider's
 *   origin, never the app's own (see frameSandbox).
 * - allow-pointer-lock, allow-orientation-lock: shooting games lock the pointer, phone games turn to landscape
 *   (fullscreen itself is the frame's `allow`).
 * - allow-top-navigation-by-user-activation: a game's own "lobby"/"exit" button may take the player back when
 *   tapped; a script on its own (top.location = ...) may not move the app. Plain allow-top-navigation is not given.
 * Not given: allow-popups (a window the player tapped for cannot be told from one a script opened except by the
 * browser's popup blocker, a setting that some browsers and in-app web views do not have, and a popup there leaves
 * the app; games show rules and history inside their frame), modals (alert/confirm over the app), downloads.
 */
const TOKENS = ['allow-scripts', 'allow-forms', 'allow-pointer-lock', 'allow-orientation-lock', 'allow-top-navigation-by-user-activation'];

/**
 * The `sandbox` attribute for a game at `url`. A game on the app's own origin (the sandbox's stand-in pages) runs
 * without allow-same-origin: with scripts and the app's origin together, a frame could reach into the app and lift
 * its own sandbox.
 */
export function frameSandbox(url: string, appOrigin = globalThis.location?.origin ?? ''): string {
  let own = true;
  try {
    own = new URL(url, appOrigin || undefined).origin === appOrigin;
  } catch {
    /* not a URL: treated as the app's own */
  }
  return (own ? TOKENS : [...TOKENS, 'allow-same-origin']).join(' ');
}
