// record-list and stat-card against a stubbed API: loading, rows, empty, retry and recovery, load more,
// a quick date range changing the call input, and figures read from a call value.
import '../../helpers/dom.ts';
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { setupDom, teardownDom } from '../../helpers/dom.ts';
import { render, cleanup } from '../render.tsx';
import { EngineContext } from '../../../engine/mount/use-engine.ts';
import { clearFakes, fakeCall, stubEngine } from '../engine-stub.tsx';
import RecordList from '../../../widgets/record-list.tsx';
import StatCard from '../../../widgets/stat-card.tsx';
import type { RecordListProps, StatCardProps } from '../../../generated/types.ts';

const s = suite('record-list');
let inputs: any[] = [];
s.after.each(() => {
  cleanup();
  clearFakes();
  inputs = [];
});
s.before(() => setupDom());
s.after(async () => {
  await teardownDom();
});

const { services } = stubEngine({
  t: (k, p) => (Array.isArray(p) ? `${k}:${p.join(',')}` : k),
  params: { types: 'DEPOSIT' },
  money: (n) => `P${n.toFixed(2)}`,
});
const flush = () =>
  act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
  });
const row = (id: number) => ({
  id: `r${id}`,
  types: 'DEPOSIT',
  amount: id * 10,
  status: 'SUCCESS',
  createTime: '2025-03-04T10:20:00',
  remark: '',
  userName: 'p1',
});
const config: RecordListProps = {
  source: { call: 'records', params: { types: 'types' } },
  dateFilter: { quick: ['today', 'last7'], default: 'last7' },
  columns: [
    { field: 'createTime', label: 'rec_time', format: 'datetime' },
    { field: 'amount', label: 'rec_amount', format: 'money', primary: true },
    { field: 'status', label: 'rec_status', format: 'status' },
  ],
};
const mount = (c: RecordListProps = config) =>
  render(
    <EngineContext.Provider value={services}>
      <RecordList config={c} />
    </EngineContext.Provider>,
  );
const text = (el: Element) => el.textContent ?? '';

s('shows a skeleton, then one card per record with formatted values', async () => {
  fakeCall('records', async (input) => {
    inputs.push(input);
    return { list: [row(1), row(2)], pageNum: 1, totalPages: 1 };
  });
  const { container } = mount();
  assert.ok(container.querySelector('[role="status"][aria-busy="true"]'));
  await flush();
  const cards = container.querySelectorAll('.rec-card');
  assert.is(cards.length, 2);
  assert.match(text(cards[1]!), /P20\.00/);
  assert.match(text(cards[0]!), /2025\/03\/04 10:20/);
  assert.is(cards[0]!.querySelector('.rec-pill--good')?.textContent, 'status_success');
  assert.is(inputs[0].types, 'DEPOSIT');
  assert.match(inputs[0].startDate, /^\d{4}-\d{2}-\d{2}$/);
});

s('shows the empty state when there are no records', async () => {
  fakeCall('records', async () => ({ list: [], pageNum: 1, totalPages: 0 }));
  const { container } = mount({ ...config, empty: 'rec_no_records_period' });
  await flush();
  assert.match(text(container), /rec_no_records_period/);
});

s('a failed load shows retry, and retry recovers', async () => {
  let fail = true;
  fakeCall('records', async () => {
    if (fail) throw new Error('boom');
    return { list: [row(3)], pageNum: 1, totalPages: 1 };
  });
  const { container } = mount();
  await flush();
  const retry = container.querySelector<HTMLButtonElement>('.ui-state__retry');
  assert.ok(retry);
  assert.match(text(retry!), /load_failed_retry/);
  fail = false;
  await act(async () => {
    retry!.click();
  });
  await flush();
  assert.is(container.querySelectorAll('.rec-card').length, 1);
});

s('load more appends the next page and stops at the last one', async () => {
  fakeCall('records', async (input) => {
    inputs.push(input);
    return { list: [row(input.pageNum * 10), row(input.pageNum * 10 + 1)], pageNum: input.pageNum, totalPages: 2 };
  });
  const { container } = mount();
  await flush();
  const more = [...container.querySelectorAll('button')].find((b) => text(b) === 'rec_load_more')!;
  await act(async () => {
    more.click();
  });
  await flush();
  assert.is(container.querySelectorAll('.rec-card').length, 4);
  assert.is(inputs.at(-1).pageNum, 2);
  assert.match(text(container), /rec_no_more/);
});

s('a quick range chip reloads with its dates', async () => {
  fakeCall('records', async (input) => {
    inputs.push(input);
    return { list: [row(1)], pageNum: 1, totalPages: 1 };
  });
  const { container } = mount();
  await flush();
  const today = [...container.querySelectorAll<HTMLButtonElement>('.rec-chip')].find((b) => text(b) === 'rec_range_today')!;
  await act(async () => {
    today.click();
  });
  await flush();
  const last = inputs.at(-1);
  assert.is(last.startDate, last.endDate);
  assert.is.not(inputs[0].startDate, last.startDate);
  assert.is(today.getAttribute('aria-pressed'), 'true');
});

s('stat-card shows figures from the call value, or retry', async () => {
  let fail = true;
  fakeCall('teamKpi', async () => {
    if (fail) throw new Error('x');
    return { footer: { teamOnlineCount: 9 }, balance: 12.5 };
  });
  const c: StatCardProps = {
    source: { call: 'teamKpi' },
    items: [
      { field: 'footer.teamOnlineCount', label: 'rec_team_online' },
      { field: 'balance', label: 'total_balance', format: 'money' },
      { field: 'nope.x', label: 'rec_rate' },
    ],
  };
  const { container } = render(
    <EngineContext.Provider value={services}>
      <StatCard config={c} />
    </EngineContext.Provider>,
  );
  await flush();
  fail = false;
  await act(async () => {
    container.querySelector<HTMLButtonElement>('.ui-state__retry')!.click();
  });
  await flush();
  assert.equal([...container.querySelectorAll('dd')].map(text), ['9', 'P12.50', '—']);
});

s.run();
