// Announcement marquee: the player announcement titles scrolling in one line, or the no-announcement message;
// tapping it opens the announcements screen. With lobbyNotice the platform's lobby notice (mini notice) leads the
// same line, so home shows one ticker, not two stacked.
import type { AnnouncementMarqueeProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/icons.tsx';
import { Marquee } from './home/marquee.tsx';
import { homeNotices } from './home/notices.ts';
import { HOME_DATA, homeLoad } from './home/home-load.ts';
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
  // Only the titles and the lead are kept: the server puts the value into home's HTML, and the whole notices answer
  // (banners, popups, hot matches and more) was a tenth of that page.
  const state = useData(
    homeLoad(() =>
      Promise.all([homeNotices(engine, language), lobby()]).then(
        ([notices, lead]) => [(notices?.player ?? []).map((n) => n?.title).filter((s): s is string => !!s), lead] as const,
      ),
    ),
    [language],
    HOME_DATA,
  );
  const [titles, lead] = state.status === 'ready' ? state.value : [[], ''];
  const text =
    state.status === 'loading'
      ? ''
      : [lead, ...(titles.length ? titles : [t(config.empty ?? 'no_announcement')])].filter(Boolean).join('   •   ');
  if (state.status === 'failed') {
    return (
      <Marquee
        className="w-announce"
        text={t('load_failed_retry')}
        label={t(config.label ?? 'announcement')}
        icon={<Icon name="refresh" size={18} />}
        onOpen={state.reload}
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
