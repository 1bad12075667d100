// Download bar: app icon, the template's description, a bonus badge and a Download button that opens the download
// popup (or the login first); closing it is remembered on the device and offers the browser's install prompt.
import { useEffect, useState } from 'react';
import type { DownloadBarProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { DOWNLOAD_BONUS_PESO, ROUTES } from '../engine/constants.ts';
import { Icon } from './ui/icons.tsx';
import { contrastRatio } from './ui/contrast.ts';
import { appLinks, showDownloadBar } from './home/download-rules.ts';
import { barClosed, closeBar, currentDevice, unknownDevice } from './home/device.ts';
import { useHydrating } from '../engine/widget-module.ts';
import { showInstallPrompt } from './home/install-prompt.ts';
import { configDownloadLinks, linkUrl, loadDownloadLinks } from './home/links.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import './download-bar.css';

/** The bar's own background (download-bar.css); the template's description colour is used only when readable on it. */
const BAR_BG = '#080a10';
const readableOnBar = (color: string | undefined): string | undefined =>
  color && contrastRatio(color.trim(), BAR_BG) >= 4.5 ? color.trim() : undefined;

export default function DownloadBar({ config }: WidgetProps<DownloadBarProps>) {
  const engine = useEngine();
  const { t, lookup, popup, navigate } = engine;
  // The server cannot know this browser (its device, a closed bar): until hydrated, the bar is as the server drew it.
  const hydrating = useHydrating();
  const [closedHere, setClosed] = useState(barClosed);
  const closed = !hydrating && closedHere;
  // Installing the web app from the browser's own prompt hides the bar for good.
  useEffect(() => {
    const installed = () => {
      closeBar();
      setClosed(true);
    };
    addEventListener('appinstalled', installed);
    return () => removeEventListener('appinstalled', installed);
  }, []);
  const fromConfig = configDownloadLinks(engine.siteConfig);
  const state = useData(
    homeLoad(() => loadDownloadLinks(engine)),
    ['links'],
    { ...HOME_DATA, enabled: !fromConfig },
  );
  const links = fromConfig ?? (state.status === 'ready' ? state.value : null);
  if (!links || closed) return null;
  const device = hydrating
    ? unknownDevice(config.inAppMarker ?? 'MCApp')
    : currentDevice(engine.installMode, config.inAppMarker ?? 'MCApp');
  if (!showDownloadBar(device, appLinks(links), { closed, homeScreenOption: config.homeScreenOption ?? false })) return null;
  const template = (lookup('app.siteConfig.mobileTemplate') ?? {}) as { app_desc?: string; app_desc_font_color?: string };
  const desc = template.app_desc?.trim() || t(config.description ?? 'home_app_desc');
  const icon = linkUrl(links, 'AppDownloadIcon');
  const symbol = String(lookup('app.siteConfig.currency.symbol') ?? '');
  const download = () => {
    if (config.loginFirst && !lookup('session.userName')) navigate(config.loginTo ?? ROUTES.login);
    else popup.set(config.popup ?? 'download', true);
  };
  const close = () => {
    closeBar();
    setClosed(true);
    showInstallPrompt();
  };
  return (
    <aside className="w-dlbar" aria-label={t('home_download_app')}>
      <button type="button" className="w-dlbar-close" aria-label={t('home_close_download_bar')} onClick={close}>
        <Icon name="close" size={18} />
      </button>
      {icon ? (
        <img className="w-dlbar-icon" src={icon} alt="" width={40} height={40} decoding="async" />
      ) : (
        <span className="w-dlbar-icon">
          <Icon name="phone" />
        </span>
      )}
      <span className="w-dlbar-text">
        <span className="w-dlbar-desc" style={{ color: readableOnBar(template.app_desc_font_color) ?? '#fff' }}>
          {desc}
        </span>
        <span className="w-dlbar-bonus">{t('home_download_bonus', [`${symbol}${DOWNLOAD_BONUS_PESO}`])}</span>
      </span>
      <button type="button" className="w-dlbar-btn" onClick={download}>
        <Icon name="download" size={18} />
        {t('home_download')}
      </button>
    </aside>
  );
}
