// Pure helpers of the report widgets: quick date ranges, call input building, rows and paging of a value,
// and value formatting (money, signs, dates, status labels and tones, missing values).
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { orderedRange, quickRange } from '../../../widgets/records/date-range.ts';
import { buildQuery, pagingOf, rowsOf } from '../../../widgets/records/query.ts';
import { MISSING, formatValue, signOf, statusTone } from '../../../widgets/records/column-format.ts';

const ranges = suite('quickRange');
const now = new Date(2025, 2, 4, 15, 30); // 4 March 2025, local time
ranges('gives inclusive local days for each quick range', () => {
  assert.equal(quickRange('today', now), { start: '2025-03-04', end: '2025-03-04' });
  assert.equal(quickRange('yesterday', now), { start: '2025-03-03', end: '2025-03-03' });
  assert.equal(quickRange('last7', now), { start: '2025-02-26', end: '2025-03-04' });
  assert.equal(quickRange('last30', now), { start: '2025-02-03', end: '2025-03-04' });
  assert.equal(quickRange('thisMonth', now), { start: '2025-03-01', end: '2025-03-04' });
});
ranges('orders a custom range', () => {
  assert.equal(orderedRange('2025-03-09', '2025-03-01'), { start: '2025-03-01', end: '2025-03-09' });
});
ranges.run();

const query = suite('buildQuery');
query('merges fixed values, route parameters and widget state, leaving empty ones out', () => {
  const q = buildQuery(
    { call: 'records', query: { types: 'DEPOSIT', scope: 'self' }, params: { types: 'types', userName: 'who' } },
    { types: 'A', who: '' },
    { pageNum: 2, startDate: '' },
  );
  assert.equal(q, { types: 'A', scope: 'self', pageNum: 2 });
});
query('rowsOf reads the list path, the value itself, or nothing', () => {
  assert.equal(rowsOf({ list: [{ a: 1 }, null, 3] }), [{ a: 1 }]);
  assert.equal(rowsOf([{ a: 1 }], ''), [{ a: 1 }]);
  assert.equal(rowsOf({ agent: { x: 1 } }, 'agent'), []);
  assert.equal(rowsOf(null), []);
});
query('pagingOf falls back to one page', () => {
  assert.equal(pagingOf({ pageNum: 2, totalPages: 5 }), { pageNum: 2, totalPages: 5 });
  assert.equal(pagingOf({ pageNum: 'x' }), { pageNum: 1, totalPages: 1 });
});
query.run();

const format = suite('formatValue');
const svc = { t: (k: string) => (k === 'status_success' ? 'Successful' : ''), money: (n: number) => `P${n.toFixed(2)}`, language: 'EN' };
format('formats money with its sign', () => {
  assert.is(formatValue(12.5, 'money', svc), 'P12.50');
  assert.is(formatValue(-3, 'money', svc), '-P3.00');
  assert.is(formatValue(3, 'signedMoney', svc), '+P3.00');
  assert.is(formatValue('7', 'money', svc), 'P7.00');
});
format('formats numbers, percentages and dates', () => {
  assert.is(formatValue(1234.5, 'number', svc), '1,234.50');
  assert.is(formatValue(0.5, 'percent', svc), '0.5%');
  assert.is(formatValue(7, 'integer', svc), '7');
  assert.is(formatValue('2025-03-04', 'date', svc), '2025/03/04');
  assert.is(formatValue(new Date(2025, 2, 4, 9, 5).toISOString(), 'datetime', svc), '2025/03/04 09:05');
  assert.is(formatValue('nope', 'date', svc), MISSING);
});
format('labels status and codes, falling back to the raw value', () => {
  assert.is(formatValue('SUCCESS', 'status', svc), 'Successful');
  assert.is(formatValue('WEIRD', 'status', svc), 'WEIRD');
  assert.is(formatValue('SUCCESS', 'code', { ...svc, t: (k) => (k === 'tx_success' ? 'ok' : '') }, 'tx_'), 'ok');
});
format('never throws on missing or wrong values', () => {
  for (const f of ['text', 'money', 'signedMoney', 'number', 'integer', 'percent', 'date', 'datetime', 'status', 'code'] as const) {
    assert.is(formatValue(undefined, f, svc), MISSING, f);
    assert.is(formatValue({ x: 1 }, f === 'status' || f === 'code' ? 'text' : f, svc), MISSING, f);
  }
});
format('tones and signs', () => {
  assert.equal(['SUCCESS', 'lost', 'PENDING', 'other'].map(statusTone), ['good', 'bad', 'wait', 'plain']);
  assert.equal([5, -1, 0, 'x'].map(signOf), ['up', 'down', 'zero', 'zero']);
});
format.run();
