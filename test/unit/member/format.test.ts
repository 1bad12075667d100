// Member screen formats: periods with 'long term', whole days since joining, greetings.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { joinedDays, period } from '../../../widgets/member/format.ts';
import { detailDate, listDate } from '../../../widgets/ui/dates.ts';
import { greetingKey, wallClock } from '../../../widgets/member/greeting.ts';

const local = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();

const periods = suite('period');
periods('start - end, or start - long term when noExpiry is 1 or there is no end', () => {
  const item = { startDate: local(2025, 1, 2), endDate: local(2025, 2, 3), noExpiry: 0 };
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

const greeting = suite('greetingKey');
greeting('0-10 morning, 11-14 early afternoon, 15-18 late afternoon, 19-24 evening', () => {
  const by = (hours: number[]) => [...new Set(hours.map(greetingKey))];
  assert.equal(by([0, 5, 10]), ['greeting_morning']);
  assert.equal(by([11, 12, 14]), ['greeting_early_afternoon']);
  assert.equal(by([15, 18]), ['greeting_late_afternoon']);
  assert.equal(by([19, 23, 24]), ['greeting_evening']);
});
greeting('the wall clock can be stubbed: the greeting follows the stubbed hour', () => {
  const real = wallClock.now;
  try {
    const at = (h: number) => {
      wallClock.now = () => new Date(2025, 0, 1, h, 30);
      return greetingKey(wallClock.now().getHours());
    };
    assert.equal(
      [at(9), at(13), at(16), at(21)],
      ['greeting_morning', 'greeting_early_afternoon', 'greeting_late_afternoon', 'greeting_evening'],
    );
  } finally {
    wallClock.now = real;
  }
});
greeting.run();
