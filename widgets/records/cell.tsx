// One formatted value of a record: plain text, a status pill, a signed amount or sanitised server HTML.
import { useSanitized } from '../html/use-sanitized.ts';
import type { FormatServices, Format } from './column-format.ts';
import { formatValue, signOf, statusTone } from './column-format.ts';

/** A column as cells need it. */
export interface CellColumn {
  field: string;
  label: string;
  format?: Format;
  labelPrefix?: string;
}

/** A cell of server HTML, sanitised. */
function HtmlCell({ value }: { value: unknown }) {
  return <div className="rec-html" data-server-html="" dangerouslySetInnerHTML={{ __html: useSanitized(value) }} />;
}

/** The value of one column, formatted. */
export function Cell({ column, value, svc }: { column: CellColumn; value: unknown; svc: FormatServices }) {
  const format = column.format ?? 'text';
  if (format === 'html') return <HtmlCell value={value} />;
  const text = formatValue(value, format, svc, column.labelPrefix);
  if (format === 'status') return <span className={`rec-pill rec-pill--${statusTone(value)}`}>{text}</span>;
  if (format === 'signedMoney') return <span className={`rec-signed rec-signed--${signOf(value)}`}>{text}</span>;
  return <>{text}</>;
}
