// POST /rum on the real app server (server/field-data/endpoint.ts, mounted by server/app.ts): a report is kept, and
// one too large, malformed, cross-site or over the address's rate is refused without harm: the server answers on,
// and what is stored does not change. GET /rum gives the sampling settings.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { startFixture, type Fixture } from '../server/fixture.ts';
import { sendRaw } from '../server/raw.ts';
import { createFieldData, type FieldData } from '../../../server/field-data/from-env.ts';
import { fieldDataSettings } from '../../../server/field-data/settings.ts';
import { REPORT_MAX_BYTES } from '../../../engine/field-data/protocol.ts';
import { tempDir } from '../../helpers/temp.ts';

const test = suite('POST /rum');
let app: Fixture;
let data: FieldData;

const REPORT = { build: 'b1', route: '/m/home', vitals: [{ name: 'LCP', value: 1234 }] };
const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${app.base}/rum`, { method: 'POST', body, headers: { 'Content-Type': 'text/plain;charset=UTF-8', ...headers } });
const today = async () => (await data.store.days(1))[0]!;

test.before.each(async () => {
  const settings = fieldDataSettings({ FIELD_DATA_VITALS: '0.25', FIELD_DATA_PER_MINUTE: '12' }, process.cwd());
  data = createFieldData({ ...settings, dir: tempDir('field-endpoint-') }, () => {});
  app = await startFixture({ fieldData: data.handle });
});
test.after.each(async () => {
  await app.close();
  await data.store.close();
});

test('GET answers the sampling settings, the same for everyone and cached a while', async () => {
  const res = await fetch(`${app.base}/rum`);
  assert.is(res.status, 200);
  assert.equal(await res.json(), { vitals: 0.25, errors: 1 });
  assert.is(res.headers.get('cache-control'), 'public, max-age=300');
  const put = await fetch(`${app.base}/rum`, { method: 'PUT', body: '{}' });
  assert.is(put.status, 405);
  assert.is(put.headers.get('allow'), 'GET, HEAD, POST');
});

test('keeps a report (204), with a route outside the screens\' table as "other"', async () => {
  assert.is((await post(JSON.stringify(REPORT))).status, 204);
  assert.is((await post(JSON.stringify({ ...REPORT, route: '/m/home/../../admin?token=x' }))).status, 204);
  const day = await today();
  assert.is(day.reports, 2);
  assert.equal(day.vitals, { '/m/home': { LCP: { '1200': 1 } }, other: { LCP: { '1200': 1 } } });
});

test(`refuses a report over ${REPORT_MAX_BYTES} bytes (413), declared or streamed, and malformed ones (400), keeping nothing`, async () => {
  assert.is((await post(JSON.stringify(REPORT))).status, 204);
  const before = await today();
  const big = JSON.stringify({ ...REPORT, pad: 'x'.repeat(REPORT_MAX_BYTES) });
  const declared = await post(big);
  assert.is(declared.status, 413);
  assert.match(await declared.text(), /16384 bytes at most/);
  // Chunked, without a length: refused once the limit is passed, the rest not read.
  const chunk = 'x'.repeat(4096);
  const streamed = await sendRaw(
    app.port,
    `POST /rum HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n${`1000\r\n${chunk}\r\n`.repeat(6)}0\r\n\r\n`,
  );
  assert.is(streamed.status, 413);
  for (const bad of [
    '',
    'not json',
    '{"route":"/m/home","vitals":[{"name":"LCP","value":"1"}]}',
    '{"route":"/m/home","token":"abc"}',
    '[1,2]',
  ])
    assert.is((await post(bad)).status, 400, bad);
  assert.equal(await today(), before);
  assert.is((await fetch(`${app.base}/m/home`)).status, 200);
});

test("refuses reports another site sends (403) and more than the address's rate a minute (429)", async () => {
  assert.is((await post(JSON.stringify(REPORT), { 'Sec-Fetch-Site': 'cross-site' })).status, 403);
  const statuses: number[] = [];
  for (let i = 0; i < 13; i++) statuses.push((await post(JSON.stringify(REPORT))).status);
  // The refused cross-site report counted for nothing: the first twelve of these are kept.
  assert.equal(statuses, [...Array(12).fill(204), 429]);
  const limited = await post(JSON.stringify(REPORT));
  assert.is(limited.status, 429);
  assert.is(limited.headers.get('retry-after'), '60');
  assert.is((await today()).reports, 12);
});

test('a server without field data tells pages to collect nothing, and answers a report 404', async () => {
  const plain = await startFixture();
  try {
    const res = await fetch(`${plain.base}/rum`);
    assert.equal(await res.json(), { vitals: 0, errors: 0 });
    assert.is((await fetch(`${plain.base}/rum`, { method: 'POST', body: JSON.stringify(REPORT) })).status, 404);
  } finally {
    await plain.close();
  }
});

test.run();
