// The agent's four team counters for today, from the team KPI call's footer.
import type { TeamCountersProps } from '../generated/types.ts';
import type { WidgetProps } from '../engine/widget-module.ts';
import { useData, useEngine } from '../engine/widget-module.ts';
import { Icon } from './ui/all-icons.ts';
import { RemoteView } from './member/remote-view.tsx';
import { wallClock } from './member/greeting.ts';
import { isoDay } from './ui/dates.ts';
import './team-counters.css';

export default function TeamCounters({ config }: WidgetProps<TeamCountersProps>) {
  const engine = useEngine();
  const { t } = engine;
  const today = isoDay(wallClock.now());
  const remote = useData(() => engine.call('teamKpi', { startDate: today, endDate: today, size: 0 }), [today], { serve: true });
  return (
    <section className="tc" aria-label={t(config.title ?? 'member_team_today')}>
      {config.title && <h2 className="tc__title">{t(config.title)}</h2>}
      <RemoteView remote={remote} skeleton={{ count: 2 }}>
        {(kpi) => (
          <ul className="tc__grid">
            {config.items.map((item) => {
              const footer: Record<string, unknown> = { ...kpi.footer };
              const n = Number(footer[item.field] ?? 0);
              return (
                <li key={item.field} className="tc__item">
                  {item.icon && (
                    <span className="tc__icon">
                      <Icon name={item.icon} size={18} />
                    </span>
                  )}
                  <span className="tc__value">{Number.isFinite(n) ? n : 0}</span>
                  <span className="tc__label">{t(item.label)}</span>
                </li>
              );
            })}
          </ul>
        )}
      </RemoteView>
    </section>
  );
}
