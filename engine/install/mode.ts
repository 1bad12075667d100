// How this page is running (register method, download bar): inside the operator's native app,
// as an iOS home-screen web clip, as an installed web app (PWA), or in a browser tab (H5). One detector for
// the API's device header, the download bar and registration.

export type InstallMode = 'APP' | 'WEBCLIP' | 'PWA' | 'H5';

/** What decides the mode; `signals()` reads them from a window. */
export interface InstallSignals {
  userAgent: string;
  /** iOS Safari's navigator.standalone: launched from a home-screen icon. */
  iosStandalone: boolean;
  /** display-mode standalone, fullscreen or minimal-ui: an installed web app. */
  displayStandalone: boolean;
  /** The local WEBCLIP value is '1' (set when launched from the mobile-config profile's web clip). */
  webClipMarker: boolean;
}

/** Local storage key set by launches from the mobile-config profile (its web clip URL carries ?webclip=1). */
export const WEBCLIP_KEY = 'WEBCLIP';
/** The native app marks its user agent with one of these. */
const IN_APP = /AppShell|MCApp|; wv\)/;

export function signals(win: Window = window): InstallSignals {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  const display = (q: string) => win.matchMedia?.(`(display-mode: ${q})`).matches === true;
  let marker = false;
  try {
    if (new URLSearchParams(win.location.search).get('webclip') === '1') win.localStorage.setItem(WEBCLIP_KEY, '1');
    marker = win.localStorage.getItem(WEBCLIP_KEY) === '1';
  } catch {
    /* storage blocked: no marker */
  }
  return {
    userAgent: nav.userAgent,
    iosStandalone: nav.standalone === true,
    displayStandalone: display('standalone') || display('fullscreen') || display('minimal-ui'),
    webClipMarker: marker,
  };
}

/** APP in the native shell; WEBCLIP for an iOS home-screen launch; PWA for an installed web app; else H5. */
export function installMode(s: InstallSignals): InstallMode {
  if (IN_APP.test(s.userAgent)) return 'APP';
  if (s.iosStandalone) return 'WEBCLIP';
  if (s.displayStandalone) return 'PWA';
  return 'H5';
}

/** Running as an installed app (web clip or PWA): the API reports device OTHERS and the download bar hides. */
export const isInstalled = (mode: InstallMode): boolean => mode === 'WEBCLIP' || mode === 'PWA';
