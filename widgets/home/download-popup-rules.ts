// The download popup's rows and when the add-to-home-screen tips show, as pure functions of the device and the
// platform's download links (the download bar's rules, on home's first paint, are in download-rules.ts).
import { MAX_IOS_FOR_HOME_SCREEN_TIPS } from '../../engine/page-constants.ts';
import { iosAppSupported, type AppLinks, type Device } from './download-rules.ts';

/** One row of the download popup. */
export interface DownloadOption {
  kind: 'android' | 'ios' | 'profile' | 'homeScreen';
  url?: string;
  disabled: boolean;
}

/** The popup's rows: Android off iOS, iOS on desktop or with a link, the profile on iOS, home screen (disabled). */
export function downloadOptions(d: Device, links: AppLinks): DownloadOption[] {
  const options: DownloadOption[] = [];
  if (!d.mobile || !d.ios) options.push({ kind: 'android', url: links.android, disabled: !links.android });
  if (!d.mobile || (d.ios && links.ios)) options.push({ kind: 'ios', url: links.ios, disabled: !links.ios || !iosAppSupported(d) });
  if (links.profile && !d.webClip && d.ios) options.push({ kind: 'profile', url: links.profile, disabled: false });
  options.push({ kind: 'homeScreen', disabled: true });
  return options;
}

/** The add-to-home-screen tips show on iOS 12.1 or lower, in the browser (not installed, not in the app). */
export function showHomeScreenTips(d: Device): boolean {
  return d.ios && d.iosVersion !== null && d.iosVersion <= MAX_IOS_FOR_HOME_SCREEN_TIPS && !d.standalone && !d.inApp;
}
