// Download bar rules, as pure functions of the device and the platform's download links, so each device case is
// unit-tested. The download popup's and the add-to-home-screen guide's (not on home's first paint) are in
// download-popup-rules.ts.
import { MIN_IOS_FOR_APP } from '../../engine/constants.ts';

/** What the rules need to know about the device. */
export interface Device {
  mobile: boolean;
  ios: boolean;
  android: boolean;
  /** iOS major.minor as a number (12.1), or null when not iOS or unknown. */
  iosVersion: number | null;
  /** Running inside the operator's native app. */
  inApp: boolean;
  /** Installed web app (display-mode standalone or iOS home-screen launch). */
  standalone: boolean;
  /** The local WEBCLIP value is '1' (launched from the mobile-config web clip). */
  webClip: boolean;
}

/** A download link as the platform sends it. */
export interface LinkLike {
  resourceType: string;
  url: string;
}
/** The usable app links by kind (empty urls dropped). */
export interface AppLinks {
  ios?: string;
  android?: string;
  profile?: string;
}
/** Reads the device from a user agent; `inAppMarker` is the text the native app adds to its user agent. */
export function parseDevice(
  ua: string,
  facts: { standalone: boolean; webClip: boolean; inAppMarker?: string; touchMac?: boolean },
): Device {
  const ipadOs = /Macintosh/.test(ua) && facts.touchMac === true;
  const ios = /iPhone|iPad|iPod/.test(ua) || ipadOs;
  const android = /Android/i.test(ua);
  const v = /OS (\d+)[_.](\d+)/.exec(ua) ?? (ipadOs ? /Version\/(\d+)\.(\d+)/.exec(ua) : null);
  return {
    mobile: ios || android || /Mobile|Mobi/i.test(ua),
    ios,
    android,
    iosVersion: ios && v ? Number(`${v[1]}.${v[2]}`) : null,
    inApp: !!facts.inAppMarker && ua.includes(facts.inAppMarker),
    standalone: facts.standalone,
    webClip: facts.webClip,
  };
}

/** The app links with a url, by kind. */
export function appLinks(links: readonly LinkLike[] | undefined): AppLinks {
  const url = (type: string) => (links ?? []).find((l) => l?.resourceType === type && typeof l.url === 'string' && l.url.trim())?.url;
  return { ios: url('IOS'), android: url('Android'), profile: url('MOBILECONFIG') };
}

/** The iOS app needs iOS 12.4 or later; unknown versions are given the benefit of the doubt. */
export const iosAppSupported = (d: Device): boolean => !d.ios || d.iosVersion === null || d.iosVersion >= MIN_IOS_FOR_APP;

/** Whether the device has something to download: iOS an app (12.4+), profile or home-screen option; Android an APK. */
export function hasDownloadFor(d: Device, links: AppLinks, homeScreenOption: boolean): boolean {
  if (d.ios) return (!!links.ios && iosAppSupported(d)) || !!links.profile || homeScreenOption;
  if (d.android || d.mobile) return !!links.android;
  return !!links.android || !!links.ios;
}

/** Whether the download bar shows: not in the app, not closed, not installed, and something to download. */
export function showDownloadBar(d: Device, links: AppLinks, opts: { closed: boolean; homeScreenOption?: boolean }): boolean {
  if (d.inApp || opts.closed || d.standalone) return false;
  if (d.webClip && !links.ios) return false;
  return hasDownloadFor(d, links, opts.homeScreenOption ?? false);
}
