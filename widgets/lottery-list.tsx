// Lottery lists: by prize mode with tabs, popular lotteries, or the lottery centre menu.
// Each lottery launches through /m/launchGame with playType=trad, prize_mode, code and pageBack=home.
import { useState, type MouseEvent } from 'react';
import type { LotteryListProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import type { LotteryCenter } from '../engine/api/types.gen.ts';
import { type LotteryRow, lotteriesOf } from '../engine/api/readers/lottery.ts';
import { Tabs } from './ui/tabs.tsx';
import { EmptyState } from './ui/empty-state.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { RetryState } from './ui/retry-state.tsx';
import { lotteryLaunchRoute, prizeModeOf } from './games/categories.ts';
import { LotteryTile, type LotteryItem } from './games/lottery-tile.tsx';
import './lottery-list.css';

type Row = LotteryItem & LotteryRow;

export default function LotteryList({ config }: WidgetProps<LotteryListProps>) {
  const engine = useEngine();
  const { t, navigate } = engine;
  const source = config.source ?? 'prizeModes';
  const fetchRows = async (prizeMode: 'LOTT' | 'ELOTT'): Promise<{ center: LotteryCenter | null; rows: Row[] }> => {
    const c = await engine.call('lotteryCenter').catch(() => null);
    const rows =
      source === 'popular'
        ? lotteriesOf(await engine.call('popularLotteries'))
        : source === 'menu'
          ? lotteriesOf(c?.menu)
          : lotteriesOf(await engine.call('lotteryList', { prizeMode: prizeMode === 'ELOTT' ? 'Elott' : 'Lott' }));
    if (source === 'menu' && !c) throw new Error('no lottery centre');
    return { center: c, rows };
  };
  const [mode, setMode] = useState<'LOTT' | 'ELOTT'>('LOTT');
  // A server-rendered page starts with the list the server rendered (asked again only for a signed-in player).
  const load = useData(() => fetchRows(mode), [source, mode], { serve: true });
  // The prize-mode tabs follow the last centre loaded (kept while another mode loads).
  const center = load.value?.center ?? null;

  const open = (e: MouseEvent, to: string) => {
    e.preventDefault();
    navigate(to);
  };
  const modes = (center?.prizeModes ?? ['LOTT', 'ELOTT']).filter((m) => m === 'LOTT' || m === 'ELOTT');
  const title = config.title ? t(config.title) : undefined;
  const body = () => {
    if (load.status === 'failed') return <RetryState text={t('load_failed_retry')} onRetry={load.reload} />;
    if (load.status !== 'ready') return <LoadingState label={t('games_loading')} count={4} />;
    const rows = config.limit ? load.value.rows.slice(0, config.limit) : load.value.rows;
    if (rows.length === 0) return <EmptyState text={t('lottery_empty')} />;
    return (
      <ul className={`l-list l-list--${config.layout ?? 'list'}`}>
        {rows.map((r) => {
          // E-lottery when the config lists the vendor among its e-lottery vendors; menu entries name theirs.
          const prize = r.vendor ? prizeModeOf(r.vendor, center) : (r.prizeMode ?? mode);
          const href = lotteryLaunchRoute(r, prize);
          return (
            <li key={r.code}>
              <LotteryTile item={r} href={href} onOpen={open} t={t} />
            </li>
          );
        })}
      </ul>
    );
  };
  return (
    <section className="w-lottery" aria-label={title ?? t('lottery')}>
      {title && <h2 className="w-lottery__title">{title}</h2>}
      {source === 'prizeModes' && modes.length > 1 && (
        <Tabs
          label={t('lottery_prize_modes')}
          active={mode}
          onChange={(id) => setMode(id as 'LOTT' | 'ELOTT')}
          className="w-lottery__tabs"
          tabs={modes.map((m) => ({ id: m, label: t(`lottery_mode_${m.toLowerCase()}`) }))}
        />
      )}
      {body()}
      {config.moreTo && load.status === 'ready' && (
        <a className="w-lottery__more" href={config.moreTo} onClick={(e) => open(e, config.moreTo!)}>
          {t('lottery_more')}
        </a>
      )}
    </section>
  );
}
