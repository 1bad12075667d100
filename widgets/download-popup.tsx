// Download popup: the 58 peso app bonus banner and one row per download option for this device (Android, iOS,
// iOS profile, home screen); unavailable options show disabled with the reason.
import type { DownloadPopupProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine, usePopups } from '../engine/widget-module.ts';
import { DOWNLOAD_BONUS_PESO, MIN_IOS_FOR_APP } from '../engine/constants.ts';
import { BottomSheet } from './ui/sheet.tsx';
import { Icon, type IconName } from './ui/all-icons.ts';
import { appLinks, iosAppSupported } from './home/download-rules.ts';
import { downloadOptions, type DownloadOption } from './home/download-popup-rules.ts';
import { currentDevice } from './home/device.ts';
import { loadDownloadLinks } from './home/links.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import './download-popup.css';

const ICONS: Record<DownloadOption['kind'], IconName> = { android: 'phone', ios: 'phone', profile: 'shield', homeScreen: 'home' };

export default function DownloadPopup({ config }: WidgetProps<DownloadPopupProps>) {
  const engine = useEngine();
  const popups = usePopups();
  const { t, popup, lookup } = engine;
  const id = config.popup ?? 'download';
  const open = popups[id] === true;
  const state = useData(
    homeLoad(() => loadDownloadLinks(engine)),
    ['links'],
    { ...HOME_DATA, enabled: open },
  );
  if (!open) return null;
  const device = currentDevice(engine.installMode, config.inAppMarker ?? 'MCApp');
  const options = state.status === 'ready' ? downloadOptions(device, appLinks(state.value)) : [];
  const symbol = String(lookup('app.siteConfig.currency.symbol') ?? '');
  const why = (o: DownloadOption) =>
    o.kind === 'homeScreen'
      ? t('home_dl_home_screen_note')
      : o.kind === 'ios' && o.url && !iosAppSupported(device)
        ? t('home_dl_ios_min', [MIN_IOS_FOR_APP])
        : t('home_dl_unavailable');
  return (
    <BottomSheet open onClose={() => popup.set(id, false)} title={t('home_download_app')} closeLabel={t('home_close')}>
      <div className="w-dlpop">
        <p className="w-dlpop-bonus">
          <Icon name="gift" size={22} />
          <span>{t('home_download_bonus_long', [`${symbol}${DOWNLOAD_BONUS_PESO}`])}</span>
        </p>
        {state.status === 'failed' && (
          <button type="button" className="w-dlpop-retry" onClick={state.reload}>
            {t('load_failed_retry')}
          </button>
        )}
        {state.status === 'loading' && (
          <p className="w-dlpop-note" role="status">
            {t('home_loading')}
          </p>
        )}
        <ul className="w-dlpop-list">
          {options.map((o) => (
            <li key={o.kind} className="w-dlpop-row" aria-disabled={o.disabled || undefined}>
              <span className="w-dlpop-icon">
                <Icon name={ICONS[o.kind]} size={20} />
              </span>
              <span className="w-dlpop-text">
                <span className="w-dlpop-name">{t(`home_dl_${o.kind}`)}</span>
                {o.disabled && <span className="w-dlpop-note">{why(o)}</span>}
              </span>
              {!o.disabled && o.url ? (
                <a className="w-dlpop-go" href={o.url} target="_blank" rel="noopener noreferrer">
                  {t('home_download')}
                  <span className="ui-visually-hidden"> {t(`home_dl_${o.kind}`)}</span>
                </a>
              ) : (
                <span className="w-dlpop-go is-disabled" aria-hidden="true">
                  {t('home_download')}
                </span>
              )}
            </li>
          ))}
        </ul>
      </div>
    </BottomSheet>
  );
}
