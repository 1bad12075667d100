// Add-to-home-screen guide: the iOS tips (Share, then Add to Home Screen) on iOS 12.1 or lower, shown once per
// device until dismissed; also opened on demand through its popup id, with Android steps off iOS.
import { useState } from 'react';
import type { HomeScreenGuideProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine, usePopups } from '../engine/widget-module.ts';
import { local } from '../engine/widget-module.ts';
import { BottomSheet } from './ui/sheet.tsx';
import { Icon } from './ui/all-icons.ts';
import { showHomeScreenTips } from './home/download-popup-rules.ts';
import { currentDevice } from './home/device.ts';
import './home-screen-guide.css';

/** Local storage key remembering that the automatic tips were dismissed. */
export const GUIDE_DISMISSED_KEY = 'home.homeScreenGuideDismissed';

export default function HomeScreenGuide({ config }: WidgetProps<HomeScreenGuideProps>) {
  const engine = useEngine();
  const popups = usePopups();
  const { t, popup } = engine;
  const id = config.popup ?? 'homeScreenGuide';
  const device = currentDevice(engine.installMode, config.inAppMarker ?? 'MCApp');
  const [auto, setAuto] = useState(() => showHomeScreenTips(device) && local()?.getItem(GUIDE_DISMISSED_KEY) !== '1');
  const open = auto || popups[id] === true;
  if (!open) return null;
  const close = () => {
    if (auto) local()?.setItem(GUIDE_DISMISSED_KEY, '1');
    setAuto(false);
    popup.set(id, false);
  };
  const steps = device.ios
    ? [
        { icon: 'share' as const, text: t('home_a2hs_ios_1') },
        { icon: 'home' as const, text: t('home_a2hs_ios_2') },
      ]
    : [
        { icon: 'menu' as const, text: t('home_a2hs_android_1') },
        { icon: 'home' as const, text: t('home_a2hs_android_2') },
      ];
  return (
    <BottomSheet open onClose={close} title={t('home_a2hs_title')} closeLabel={t('home_close')}>
      <p className="w-a2hs-intro">{t('home_a2hs_intro')}</p>
      <ol className="w-a2hs-steps">
        {steps.map((s, i) => (
          <li key={i}>
            <span className="w-a2hs-icon">
              <Icon name={s.icon} size={20} />
            </span>
            <span>{s.text}</span>
          </li>
        ))}
      </ol>
    </BottomSheet>
  );
}
