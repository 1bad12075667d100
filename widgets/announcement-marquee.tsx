// Announcement marquee: the player announcement titles scrolling in one line, or the no-announcement message;
// tapping it opens the announcements screen. With lobbyNotice the platform's lobby notice (mini notice) leads the
// same line, so home shows one ticker, not two stacked.
import type { AnnouncementMarqueeProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/icons.tsx';
import { Marquee } from './home/marquee.tsx';
import { homeNotices } from './home/notices.ts';
import { useLoad } from './home/use-load.ts';
import { ROUTES } from '../engine/constants.ts';

export default function AnnouncementMarquee({ config }: WidgetProps<AnnouncementMarqueeProps>) {
  const engine = useEngine();
  const { t, language, navigate } = engine;
  const to = config.to ?? ROUTES.notice;
  // The lobby notice is an extra: when it fails the titles still show.
  const lobby = () =>
    config.lobbyNotice
      ? engine.call('miniNotice').then(
          (v) => (typeof v?.contentLobby === 'string' ? v.contentLobby.trim() : ''),
          () => '',
        )
      : Promise.resolve('');
  const state = useLoad(() => Promise.all([homeNotices(engine, language), lobby()]), language);
  const titles = state.status === 'ready' ? (state.data[0]?.player ?? []).map((n) => n?.title).filter((s): s is string => !!s) : [];
  const lead = state.status === 'ready' ? state.data[1] : '';
  const text =
    state.status === 'loading'
      ? ''
      : [lead, ...(titles.length ? titles : [t(config.empty ?? 'no_announcement')])].filter(Boolean).join('   •   ');
  if (state.status === 'error') {
    return (
      <Marquee
        className="w-announce"
        text={t('load_failed_retry')}
        label={t(config.label ?? 'announcement')}
        icon={<Icon name="refresh" size={18} />}
        onOpen={state.retry}
      />
    );
  }
  return (
    <Marquee
      className="w-announce"
      text={text}
      label={t(config.label ?? 'announcement')}
      icon={<Icon name="bell" size={18} />}
      href={to}
      onOpen={() => navigate(to)}
    />
  );
}
