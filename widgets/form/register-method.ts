// registerMethod of the registration payload (SPEC 3): APP inside the native app shell, WEBCLIP for an iOS
// home-screen web clip, PWA for an installed web app elsewhere, H5 in a browser.

/** What decides the method; defaults read the current window. */
export interface MethodSignals { userAgent: string; iosStandalone: boolean; displayStandalone: boolean }

/** The signals of this window. */
export function currentSignals(win: Window = window): MethodSignals {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return { userAgent: nav.userAgent, iosStandalone: nav.standalone === true, displayStandalone: win.matchMedia?.('(display-mode: standalone)').matches === true };
}

/** APP, WEBCLIP, PWA or H5. The native shell marks its user agent with "AppShell" (or a WebView marker). */
export function registerMethod(s: MethodSignals): 'APP' | 'H5' | 'PWA' | 'WEBCLIP' {
  if (/AppShell|; wv\)/.test(s.userAgent)) return 'APP';
  if (s.iosStandalone) return 'WEBCLIP';
  if (s.displayStandalone) return 'PWA';
  return 'H5';
}
