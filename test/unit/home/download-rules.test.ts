// Download bar, popup and home-screen tips: every device rule, case by case.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { appLinks, hasDownloadFor, parseDevice, showDownloadBar, type Device } from '../../../widgets/home/download-rules.ts';
import { downloadOptions, showHomeScreenTips } from '../../../widgets/home/download-popup-rules.ts';

const UA = {
  ios12_0:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  ios12_1:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ios12_2:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.2 Mobile/15E148 Safari/604.1',
  ios12_4:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.4 Mobile/15E148 Safari/604.1',
  ios17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};
const browser = { standalone: false, webClip: false, inAppMarker: 'MCApp' };
const dev = (ua: string, extra: Partial<Parameters<typeof parseDevice>[1]> = {}): Device => parseDevice(ua, { ...browser, ...extra });
const ALL = appLinks([
  { resourceType: 'IOS', url: 'https://apps.example/ios' },
  { resourceType: 'Android', url: '/app.apk' },
  { resourceType: 'MOBILECONFIG', url: '/demo.mobileconfig' },
]);
const open = { closed: false };

const parse = suite('parseDevice and appLinks');
parse('reads iOS versions, Android, desktop, iPadOS with touch and the in-app marker', () => {
  assert.equal([dev(UA.ios12_1).ios, dev(UA.ios12_1).iosVersion, dev(UA.ios12_1).mobile], [true, 12.1, true]);
  assert.is(dev(UA.ios17).iosVersion, 17.5);
  assert.equal([dev(UA.android).android, dev(UA.android).ios, dev(UA.android).iosVersion], [true, false, null]);
  assert.equal([dev(UA.desktop).mobile, dev(UA.desktop).ios], [false, false]);
  assert.is(dev(UA.ipadOs).ios, false, 'a Mac without touch is a desktop');
  assert.equal([dev(UA.ipadOs, { touchMac: true }).ios, dev(UA.ipadOs, { touchMac: true }).iosVersion], [true, 16.4]);
  assert.is(dev(`${UA.android} MCApp/2.1`).inApp, true);
  assert.is(dev(UA.android).inApp, false);
});
parse('appLinks keeps links with a url only', () => {
  assert.equal(
    appLinks([
      { resourceType: 'IOS', url: '  ' },
      { resourceType: 'Android', url: '/a.apk' },
      { resourceType: 'TELEGRAM', url: 'https://t.me/x' },
    ]),
    { ios: undefined, android: '/a.apk', profile: undefined },
  );
  assert.equal(appLinks(undefined), { ios: undefined, android: undefined, profile: undefined });
});

const bar = suite('showDownloadBar');
bar('shows in a phone browser with a link for the device', () => {
  assert.ok(showDownloadBar(dev(UA.android), ALL, open));
  assert.ok(showDownloadBar(dev(UA.ios17), ALL, open));
  assert.ok(showDownloadBar(dev(UA.desktop), ALL, open));
});
bar('hidden inside the app', () => assert.not.ok(showDownloadBar(dev(`${UA.ios17} MCApp/2.1`), ALL, open)));
bar('hidden once closed (remembered)', () => assert.not.ok(showDownloadBar(dev(UA.android), ALL, { closed: true })));
bar('an installed web app forces it hidden', () => {
  assert.not.ok(showDownloadBar(dev(UA.ios17, { standalone: true }), ALL, open));
  assert.not.ok(showDownloadBar(dev(UA.android, { standalone: true }), ALL, open));
});
bar('Android needs an Android link', () => {
  assert.not.ok(showDownloadBar(dev(UA.android), { ios: 'x', profile: 'y' }, open));
  assert.ok(showDownloadBar(dev(UA.android), { android: '/a.apk' }, open));
});
bar('iOS needs an iOS link (12.4+), a profile link or the home-screen option', () => {
  assert.not.ok(showDownloadBar(dev(UA.ios17), { android: '/a.apk' }, open));
  assert.ok(showDownloadBar(dev(UA.ios17), { ios: 'x' }, open));
  assert.ok(showDownloadBar(dev(UA.ios17), { profile: 'p' }, open));
  assert.ok(showDownloadBar(dev(UA.ios17), {}, { closed: false, homeScreenOption: true }));
});
bar('the iOS app needs iOS 12.4: below it an iOS link alone is not enough', () => {
  assert.not.ok(showDownloadBar(dev(UA.ios12_2), { ios: 'x' }, open));
  assert.ok(showDownloadBar(dev(UA.ios12_4), { ios: 'x' }, open));
  assert.ok(showDownloadBar(dev(UA.ios12_2), { ios: 'x', profile: 'p' }, open), 'the profile still works');
});
bar('a web clip without an iOS link hides it', () => {
  assert.not.ok(showDownloadBar(dev(UA.ios17, { webClip: true }), { profile: 'p', android: 'a' }, open));
  assert.ok(showDownloadBar(dev(UA.ios17, { webClip: true }), { ios: 'x' }, open));
});
bar('desktop shows with either app link', () => {
  assert.ok(hasDownloadFor(dev(UA.desktop), { ios: 'x' }, false));
  assert.not.ok(hasDownloadFor(dev(UA.desktop), { profile: 'p' }, false));
});

const kinds = (d: Device, links = ALL) => downloadOptions(d, links).map((o) => `${o.kind}${o.disabled ? '-' : '+'}`);
const pop = suite('downloadOptions');
pop('desktop lists Android and iOS, never the profile', () => assert.equal(kinds(dev(UA.desktop)), ['android+', 'ios+', 'homeScreen-']));
pop('Android lists Android only (plus the disabled home screen)', () => assert.equal(kinds(dev(UA.android)), ['android+', 'homeScreen-']));
pop('iOS lists iOS and the profile, not Android', () => assert.equal(kinds(dev(UA.ios17)), ['ios+', 'profile+', 'homeScreen-']));
pop('iOS without an iOS link lists no iOS row', () => assert.equal(kinds(dev(UA.ios17), { profile: 'p' }), ['profile+', 'homeScreen-']));
pop('iOS below 12.4 shows the iOS row disabled', () => assert.equal(kinds(dev(UA.ios12_2)), ['ios-', 'profile+', 'homeScreen-']));
pop('a web clip (WEBCLIP=1) hides the profile row', () => assert.equal(kinds(dev(UA.ios17, { webClip: true })), ['ios+', 'homeScreen-']));
pop('desktop without links shows the rows disabled', () => assert.equal(kinds(dev(UA.desktop), {}), ['android-', 'ios-', 'homeScreen-']));
pop('the home-screen option is always disabled', () => {
  for (const ua of Object.values(UA)) assert.ok(downloadOptions(dev(ua), ALL).find((o) => o.kind === 'homeScreen')?.disabled);
});

const tips = suite('showHomeScreenTips');
tips('iOS 12.1 or lower in the browser', () => {
  assert.ok(showHomeScreenTips(dev(UA.ios12_0)));
  assert.ok(showHomeScreenTips(dev(UA.ios12_1)));
  assert.not.ok(showHomeScreenTips(dev(UA.ios12_2)));
  assert.not.ok(showHomeScreenTips(dev(UA.ios17)));
});
tips('not on Android or desktop, not when installed or in the app', () => {
  assert.not.ok(showHomeScreenTips(dev(UA.android)));
  assert.not.ok(showHomeScreenTips(dev(UA.desktop)));
  assert.not.ok(showHomeScreenTips(dev(UA.ios12_0, { standalone: true })));
  assert.not.ok(showHomeScreenTips(dev(`${UA.ios12_0} MCApp/1`)));
});

parse.run();
bar.run();
pop.run();
tips.run();
