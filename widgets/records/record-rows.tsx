// The two ways record-list shows records: cards of rows (title, primary amount, labelled details) or a
// table with column headers in a horizontally scrollable region.
import { readPath } from '../../engine/widget-module.ts';
import type { FormatServices } from './column-format.ts';
import { Cell, type CellColumn } from './cell.tsx';

type Row = Record<string, unknown>;
interface Props {
  rows: readonly Row[];
  columns: readonly (CellColumn & { primary?: boolean })[];
  svc: FormatServices;
  label: string;
  busy: boolean;
}

/** One card per record. */
export function RecordCards({ rows, columns, svc, label, busy }: Props) {
  const [title, ...rest] = columns;
  const primary = rest.find((c) => c.primary);
  const details = rest.filter((c) => c !== primary);
  const present = (row: Row, c: CellColumn) => {
    const v = readPath(row, c.field);
    return v !== undefined && v !== null && v !== '';
  };
  return (
    <ul className="rec-cards" aria-label={label} aria-busy={busy}>
      {rows.map((row, i) => (
        <li key={String(row.id ?? row.orderNo ?? i) + i} className="rec-card">
          <div className="rec-card__top">
            <span className="rec-card__title">{title && <Cell column={title} value={readPath(row, title.field)} svc={svc} />}</span>
            {primary && (
              <span className="rec-card__primary">
                <span className="ui-visually-hidden">{primary.label}: </span>
                <Cell column={primary} value={readPath(row, primary.field)} svc={svc} />
              </span>
            )}
          </div>
          {details.some((c) => present(row, c)) && (
            <dl className="rec-card__details">
              {details
                .filter((c) => present(row, c))
                .map((c) => (
                  <div key={c.field} className={c.format === 'html' ? 'rec-card__wide' : undefined}>
                    <dt>{c.label}</dt>
                    <dd>
                      <Cell column={c} value={readPath(row, c.field)} svc={svc} />
                    </dd>
                  </div>
                ))}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A table with one header per column. */
export function RecordTable({ rows, columns, svc, label, busy }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling table must take focus so keyboards can scroll it (axe scrollable-region-focusable)
    <div className="rec-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="rec-table" aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.field} scope="col">
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={String(row.id ?? row.orderNo ?? i) + i}>
              {columns.map((c) => (
                <td key={c.field} className={`rec-td--${c.format ?? 'text'}`}>
                  <Cell column={c} value={readPath(row, c.field)} svc={svc} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
