// The one date module (widgets/ui/dates.ts): each format the screens show, in local time, zero-padded, and ''
// (never a throw) for a value that is not a date; periods with 'long term'; whole days since joining; the value of
// a datetime-local input (the studio's).
import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import {
  dateTime,
  detailDate,
  inputDateTime,
  isoDay,
  joinedDays,
  listDate,
  matchTime,
  pad,
  period,
  toDate,
} from '../../widgets/ui/dates.ts';

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

const input = suite('inputDateTime and pad');
input("a datetime-local input's value in local time, seconds kept; two digits, zero first", () => {
  assert.is(inputDateTime(new Date(2026, 0, 2, 3, 4, 5)), '2026-01-02T03:04:05');
  assert.is(inputDateTime(new Date(2025, 11, 31, 23, 59, 59)), '2025-12-31T23:59:59');
  assert.equal([0, 7, 10, 59].map(pad), ['00', '07', '10', '59']);
});
input.run();

const periods = suite('period');
periods('start - end, or start - long term when noExpiry is 1 or there is no end', () => {
  const item = { startDate: iso(2025, 1, 2), endDate: iso(2025, 2, 3), noExpiry: 0 };
  assert.is(period(item, detailDate, 'Long term'), '01/02/2025 - 02/03/2025');
  assert.is(period({ ...item, noExpiry: 1 }, detailDate, 'Long term'), '01/02/2025 - Long term');
  assert.is(period({ ...item, endDate: null }, listDate, 'Long term'), '2025/01/02 - Long term');
  assert.is(period({}, listDate, 'Long term'), 'Long term');
});
periods.run();

const joined = suite('joinedDays');
joined('whole days since regDate, rounded down, never negative', () => {
  const now = new Date(2025, 5, 30, 12, 0);
  assert.is(joinedDays(new Date(2025, 4, 31, 12, 0).toISOString(), now), 30);
  assert.is(joinedDays(new Date(2025, 5, 29, 13, 0).toISOString(), now), 0, '23 hours is 0 days');
  assert.is(joinedDays(new Date(2025, 6, 1).toISOString(), now), 0, 'a future date counts as 0');
  assert.is(joinedDays('garbage', now), null);
});
joined.run();
