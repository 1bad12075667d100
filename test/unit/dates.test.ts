// The one date module (widgets/ui/dates.ts): each format the screens show, in local time, zero-padded, and ''
// (never a throw) for a value that is not a date.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dateTime, detailDate, isoDay, listDate, matchTime, toDate } from '../../widgets/ui/dates.ts';

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);
const iso = (...a: Parameters<typeof local>) => local(...a).toISOString();
const NOT_DATES = [undefined, null, '', 'not a date', {}, [], Number.NaN, Number.POSITIVE_INFINITY, true];

const parse = suite('toDate');
parse('reads ISO strings, epoch ms, and a calendar day as local midnight', () => {
  assert.is(toDate(iso(2025, 3, 7, 9, 5))?.getTime(), local(2025, 3, 7, 9, 5).getTime());
  assert.is(toDate(local(2025, 3, 7).getTime())?.getTime(), local(2025, 3, 7).getTime());
  // West of UTC, where UTC midnight is the day before (Node follows TZ as it changes).
  const zone = process.env.TZ;
  process.env.TZ = 'America/Sao_Paulo';
  try {
    assert.is(toDate('2025-03-07')?.getTime(), local(2025, 3, 7, 0).getTime(), 'local midnight, not UTC midnight');
    assert.is(listDate('2025-03-07'), '2025/03/07');
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});
parse('anything else is null', () => {
  for (const bad of NOT_DATES) assert.is(toDate(bad), null, String(bad));
});
parse.run();

const formats = [
  ['listDate', listDate, '2025/03/07', '2024/12/31'],
  ['detailDate', detailDate, '03/07/2025', '12/31/2024'],
  ['dateTime', dateTime, '2025/03/07 09:05', '2024/12/31 23:59'],
  ['matchTime', matchTime, '03/07 09:05', '12/31 23:59'],
] as const;
for (const [name, format, early, late] of formats) {
  const s = suite(name);
  s('formats a date, zero-padded', () => {
    assert.is(format(iso(2025, 3, 7, 9, 5)), early);
    assert.is(format(iso(2024, 12, 31, 23, 59)), late);
    assert.is(format(local(2025, 3, 7, 9, 5).getTime()), early, 'epoch ms');
  });
  s('a value that is not a date gives an empty string', () => {
    for (const bad of NOT_DATES) assert.is(format(bad), '', String(bad));
  });
  s.run();
}

const day = suite('isoDay');
day('a local date as the platform takes it, YYYY-MM-DD', () => {
  assert.is(isoDay(local(2025, 1, 5)), '2025-01-05');
  assert.is(isoDay(local(2024, 12, 31, 23, 59)), '2024-12-31');
});
day.run();
