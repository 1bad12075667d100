// Announcement marquee: the player announcement titles scrolling in one line, or the no-announcement message;
// tapping it opens the announcements screen.
import type { AnnouncementMarqueeProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useEngine } from '../engine/mount/use-engine.ts';
import { Icon } from './ui/icons.tsx';
import { Marquee } from './home/marquee.tsx';
import { homeNotices } from './home/notices.ts';
import { useLoad } from './home/use-load.ts';

export default function AnnouncementMarquee({ config }: WidgetProps<AnnouncementMarqueeProps>) {
  const { t, language, navigate } = useEngine();
  const to = config.to ?? '/m/notice';
  const state = useLoad(() => homeNotices(language), language);
  const titles = state.status === 'ready' ? (state.data?.player ?? []).map((n) => n?.title).filter((s): s is string => !!s) : [];
  const text = state.status === 'loading' ? '' : titles.length ? titles.join('   •   ') : t(config.empty ?? 'no_announcement');
  if (state.status === 'error') {
    return <Marquee className="w-announce" text={t('load_failed_retry')} label={t(config.label ?? 'announcement')} icon={<Icon name="refresh" size={18} />} onOpen={state.retry} />;
  }
  return (
    <Marquee className="w-announce" text={text} label={t(config.label ?? 'announcement')} icon={<Icon name="bell" size={18} />}
      href={to} onOpen={() => navigate(to)} />
  );
}
