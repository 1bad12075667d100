// One page view's field data in the app (engine/field-data/page-view.ts): what a report holds, that a vital goes once
// and an error's count by what it grew, the caps per page view, and errors scrubbed before they are kept.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { createPageView } from '../../../engine/field-data/page-view.ts';
import { ERRORS_PER_PAGE, ERROR_EVENTS_PER_PAGE } from '../../../engine/field-data/protocol.ts';

const test = suite('createPageView');

test('nothing to send is no report', () => {
  assert.is(createPageView('/m/home', 'b1').take(), null);
});

test('a report holds the latest value of each metric instance, and sends each once', () => {
  const page = createPageView('/m/home', 'b1');
  page.vital({ name: 'LCP', value: 900, id: 'v1-lcp' });
  page.vital({ name: 'LCP', value: 1400, id: 'v1-lcp' });
  page.vital({ name: 'CLS', value: 0, id: 'v1-cls' });
  page.vital({ name: 'FCP', value: 300, id: 'v1-fcp' });
  assert.equal(page.take(), {
    build: 'b1',
    route: '/m/home',
    vitals: [
      { name: 'LCP', value: 1400 },
      { name: 'CLS', value: 0 },
    ],
  });
  // The library reports CLS again as the page is hidden: already sent, so nothing new.
  page.vital({ name: 'CLS', value: 0.2, id: 'v1-cls' });
  assert.is(page.take(), null);
  // A page restored from the back/forward cache measures under new ids, as a new page view on its route.
  page.restart('/m/login');
  page.vital({ name: 'LCP', value: 50, id: 'v2-lcp' });
  assert.equal(page.take(), { build: 'b1', route: '/m/login', vitals: [{ name: 'LCP', value: 50 }] });
});

test('an error is scrubbed, counted, and sent again only by what its count grew', () => {
  const page = createPageView('/m/home', 'b1');
  for (let i = 0; i < 3; i++) page.error('Uncaught Error: no balance for a@b.co', '/assets/a.js:1:2', '/m/mine');
  assert.equal(page.take()?.errors, [
    { message: 'Uncaught Error: no balance for <email>', source: '/assets/a.js:1:2', route: '/m/mine', count: 3 },
  ]);
  page.error('Uncaught Error: no balance for a@b.co', '/assets/a.js:1:2', '/m/mine');
  page.error('', '', '/m/home');
  assert.equal(page.take()?.errors, [
    { message: 'Uncaught Error: no balance for <email>', source: '/assets/a.js:1:2', route: '/m/mine', count: 1 },
    { message: 'Unknown error', source: '', route: '/m/home', count: 1 },
  ]);
});

test(`keeps ${ERRORS_PER_PAGE} distinct errors and looks at ${ERROR_EVENTS_PER_PAGE} error events per page view`, () => {
  const page = createPageView('/m/home', 'b1');
  for (let i = 0; i < 30; i++) page.error(`error ${String.fromCharCode(97 + i)}`, '', '/m/home');
  for (let i = 0; i < ERROR_EVENTS_PER_PAGE; i++) page.error('error a', '', '/m/home');
  const errors = page.take()!.errors!;
  assert.is(errors.length, ERRORS_PER_PAGE);
  assert.is(errors[0]!.count, ERROR_EVENTS_PER_PAGE - 30 + 1);
});

test.run();
