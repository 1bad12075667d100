// Side service bar: floating round buttons for live chat (when customer-service entries exist), the social links
// the platform configures (FACEBOOK, TELEGRAM, TELEGRAM2, TELEGRAM3) and, optionally, the app download popup,
// folded behind one floating button so they do not cover the lobby.
import { useState } from 'react';
import type { ServiceBarProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { type EngineServices, useData, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { linkUrl, loadDownloadLinks } from './home/links.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import './service-bar.css';
import { ROUTES } from '../engine/constants.ts';

/** Brand glyphs (filled Facebook "f", outlined Telegram plane). */
const GLYPHS: Record<string, { d: string; filled: boolean }> = {
  FACEBOOK: { d: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z', filled: true },
  TELEGRAM: { d: 'M21 4 3 11l5 2 2 6 3-4 5 4zM8 13l10-6-7 8', filled: false },
};

const load = (engine: EngineServices) =>
  Promise.all([engine.call('customerService').catch(() => []), loadDownloadLinks(engine).catch(() => [])]);

export default function ServiceBar({ config }: WidgetProps<ServiceBarProps>) {
  const engine = useEngine();
  const { t, navigate, run, popup } = engine;
  const [open, setOpen] = useState(false);
  const state = useData(
    homeLoad(() => load(engine)),
    ['service'],
    HOME_DATA,
  );
  if (state.status !== 'ready') return null;
  const [service, links] = state.value;
  const socials = (config.socials ?? ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'TELEGRAM3'])
    .map((name) => ({ name, url: linkUrl(links, name) }))
    .filter((s): s is { name: typeof s.name; url: string } => !!s.url);
  const chat = Array.isArray(service) && service.length > 0;
  if (!chat && socials.length === 0 && !config.downloadPopup) return null;
  const label = t('home_service_bar');
  const glyphOf = (name: string) => GLYPHS[name.replace(/\d/g, '')]!;
  return (
    <nav className={`w-sidebar${open ? ' is-open' : ''}`} aria-label={label}>
      <div className="w-side-items" id="home-service-items" hidden={!open}>
        {chat && (
          <button
            type="button"
            className="w-side-btn w-side-chat"
            aria-label={t('home_live_chat')}
            onClick={() => navigate(config.chatTo ?? ROUTES.service)}
          >
            <Icon name="chat" size={22} />
          </button>
        )}
        {socials.map((s) => (
          <button
            key={s.name}
            type="button"
            className={`w-side-btn w-side-${s.name.replace(/\d/g, '').toLowerCase()}`}
            aria-label={t(`home_social_${s.name}`)}
            onClick={() => run([{ do: 'external', url: s.url }])}
          >
            <svg
              width="22"
              height="22"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
              fill={glyphOf(s.name).filled ? 'currentColor' : 'none'}
              stroke={glyphOf(s.name).filled ? 'none' : 'currentColor'}
              strokeWidth="2"
              strokeLinejoin="round"
            >
              <path d={glyphOf(s.name).d} />
            </svg>
          </button>
        ))}
        {config.downloadPopup && (
          <button
            type="button"
            className="w-side-btn"
            aria-label={t('home_download_app')}
            onClick={() => popup.set(config.downloadPopup!, true)}
          >
            <Icon name="download" size={22} />
          </button>
        )}
      </div>
      <button
        type="button"
        className="w-side-btn w-side-toggle"
        aria-expanded={open}
        aria-controls="home-service-items"
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name={open ? 'close' : 'chat'} size={open ? 22 : 18} />
      </button>
    </nav>
  );
}
