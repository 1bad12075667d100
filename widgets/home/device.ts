// The device facts of this browser for the download rules, and the locally remembered download-bar choices.
import { type InstallMode, WEBCLIP_KEY, isInstalled, local } from '../../engine/widget-module.ts';
import { parseDevice, type Device } from './download-rules.ts';

/** Local storage key of the remembered bar close (the web-clip marker's key is in engine/install/mode.ts). */
export const BAR_HIDDEN_KEY = 'downloadBarHidden';

/** This browser's device facts; `inAppMarker` is the text the native app adds to its user agent. */
export function currentDevice(installMode: InstallMode, inAppMarker?: string): Device {
  const nav = globalThis.navigator;
  return parseDevice(nav?.userAgent ?? '', {
    standalone: isInstalled(installMode),
    webClip: local()?.getItem(WEBCLIP_KEY) === '1',
    inAppMarker,
    touchMac: (nav?.maxTouchPoints ?? 0) > 1,
  });
}

/** The device as a server render sees it (no user agent, nothing stored): what the hydrating render shows too. */
export const unknownDevice = (inAppMarker?: string): Device =>
  parseDevice('', { standalone: false, webClip: false, inAppMarker, touchMac: false });

/** Whether the player closed the download bar before. */
export const barClosed = (): boolean => local()?.getItem(BAR_HIDDEN_KEY) === '1';

/** Remembers that the download bar was closed. */
export function closeBar(): void {
  local()?.setItem(BAR_HIDDEN_KEY, '1');
}
