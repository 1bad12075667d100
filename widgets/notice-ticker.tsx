// Notice ticker: the platform's lobby notice (mini notice, contentLobby) in one scrolling line.
import type { NoticeTickerProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { Marquee } from './home/marquee.tsx';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
import './notice-ticker.css';

export default function NoticeTicker({ config }: WidgetProps<NoticeTickerProps>) {
  const engine = useEngine();
  const { t, language, navigate } = engine;
  const state = useData(
    homeLoad(() => engine.call('miniNotice')),
    [language],
    HOME_DATA,
  );
  const raw = state.status === 'ready' ? state.value?.contentLobby : '';
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (state.status === 'ready' && !text) return null;
  const to = config.to;
  if (state.status === 'failed') {
    return (
      <Marquee
        className="w-ticker"
        text={t('load_failed_retry')}
        label={t(config.label ?? 'home_lobby_notice')}
        icon={<Icon name="refresh" size={18} />}
        onOpen={state.reload}
      />
    );
  }
  return (
    <Marquee
      className="w-ticker"
      text={text}
      label={t(config.label ?? 'home_lobby_notice')}
      icon={<Icon name="chat" size={18} />}
      href={to}
      onOpen={to ? () => navigate(to) : undefined}
    />
  );
}
