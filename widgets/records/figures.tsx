// A grid of labelled figures (totals, KPI counters), shared by stat-card and record-list's summary.
import { readPath } from '../../engine/widget-module.ts';
import { Icon, type IconName } from '../ui/all-icons.ts';
import type { FormatServices } from './column-format.ts';
import { Cell, type CellColumn } from './cell.tsx';

/** One figure: where its value is and how it shows. */
export type Figure = CellColumn & { icon?: IconName };

/** Labelled figures read from one value; hero makes the first one large. */
export function Figures({
  items,
  value,
  svc,
  columns = 2,
  hero = false,
}: {
  items: readonly Figure[];
  value: unknown;
  svc: FormatServices;
  columns?: number;
  hero?: boolean;
}) {
  return (
    <dl className={`rec-figures rec-figures--c${columns}${hero ? ' rec-figures--hero' : ''}`}>
      {items.map((item) => (
        <div key={item.field} className="rec-figure">
          <dt>
            {item.icon && <Icon name={item.icon} size={16} />}
            {item.label}
          </dt>
          <dd>
            <Cell column={item} value={readPath(value, item.field)} svc={svc} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
