// The member centre's greeting: the part of the day by the hour, and a wall clock tests can stub.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { greetingKey, wallClock } from '../../../widgets/member/greeting.ts';

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
