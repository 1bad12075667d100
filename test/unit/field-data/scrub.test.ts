// What of an error leaves a player's phone (engine/field-data/scrub.ts): messages without personal data, locations
// as paths of the app's code. Each function runs on the app and again on the server, so scrubbing twice must change
// nothing.
import { suite } from '../../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { MESSAGE_MAX, cleanLocation, locationOf, scrubMessage, sourceOf, stackLocation } from '../../../engine/field-data/scrub.ts';

const scrub = suite('scrubMessage');

const CASES: Array<[string, string]> = [
  [
    "Uncaught TypeError: Cannot read properties of undefined (reading 'balance')",
    "Uncaught TypeError: Cannot read properties of undefined (reading 'balance')",
  ],
  ['login failed for john.doe+vip@example.co.id', 'login failed for <email>'],
  ['bad token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig_nature-x', 'bad token <token>'],
  ['session sess_AbCdEf0123456789xyzQ expired', 'session <token> expired'],
  ['device deadbeef01 unknown', 'device <token> unknown'],
  ['member 12345678 not found', 'member <number> not found'],
  ['call +62 812-3456-7890 now', 'call <number> now'],
  ['paid 1,000.50 on 2026/11/28', 'paid <number> on <number>'],
  ['HTTP 404 from the platform', 'HTTP 404 from the platform'],
  ['GET https://platform.example/wps/member/info?token=abc123def456&id=7 failed', 'GET platform.example failed'],
  ['Failed to fetch http://10.1.2.3:8080/x.js', 'Failed to fetch other'],
  [
    'at /assets/chunk-5XKQ2ZBC.js:3:140 and /assets/home-later-ABCD1234.js',
    'at /assets/chunk-5XKQ2ZBC.js:3:140 and /assets/home-later-ABCD1234.js',
  ],
  ['line\u0000with\ncontrols\t and   spaces', 'line with controls and spaces'],
  ['a-very-long-identifier-without-digits stays', 'a-very-long-identifier-without-digits stays'],
];

scrub('takes out e-mail addresses, tokens, number sequences and addresses, and keeps the words', () => {
  for (const [given, expected] of CASES) assert.is(scrubMessage(given), expected, given);
});

scrub('changes nothing it already scrubbed (the server scrubs what the app scrubbed)', () => {
  for (const [given] of CASES) {
    const once = scrubMessage(given);
    assert.is(scrubMessage(once), once, given);
  }
});

scrub(`cuts to ${MESSAGE_MAX} characters and reads at most 4000`, () => {
  assert.is(scrubMessage('x '.repeat(5000)).length, MESSAGE_MAX);
  assert.is(scrubMessage(`${'word '.repeat(900)}member 12345678`).includes('<number>'), false);
});

scrub.run();

const source = suite('sourceOf');

source('keeps a path of this origin without query or fragment, another origin by its host name', () => {
  assert.is(sourceOf('/assets/a-B2C3.js?v=1#top'), '/assets/a-B2C3.js');
  assert.is(sourceOf('https://cdn.example.com/lib/a.js?key=secret'), 'cdn.example.com');
  assert.is(sourceOf('http://192.168.1.20/x.js'), 'other');
  assert.is(sourceOf('/m/member/1234567/edit'), '/m/member/:id/edit');
  assert.is(sourceOf('chrome-extension://abcdef/inject.js'), 'extension');
  assert.is(sourceOf('blob:https://x/123'), 'inline');
  assert.is(sourceOf('pptr:evaluate'), 'other');
  assert.is(sourceOf(''), '');
});

source.run();

const location = suite('locationOf, cleanLocation, stackLocation');

location('gives path:line:column for own code, and a position only when it is a real one', () => {
  assert.is(locationOf('/assets/a.js', 3, 140), '/assets/a.js:3:140');
  assert.is(locationOf('/assets/a.js', 0, 5), '/assets/a.js');
  assert.is(locationOf('https://cdn.example.com/a.js', 3, 4), 'cdn.example.com');
});

location('the server keeps what locationOf wrote and refuses anything else', () => {
  for (const ok of ['/assets/a.js:3:140', 'cdn.example.com', 'inline', 'extension', 'other', '']) assert.is(cleanLocation(ok), ok);
  assert.is(cleanLocation('/m/x/123456:1:2'), '/m/x/:id:1:2');
  assert.is(cleanLocation('<script>alert(1)</script>'), 'unknown');
  assert.is(cleanLocation('john@example.com'), 'unknown');
});

location("finds the first frame of V8's, Firefox's and Safari's stacks", () => {
  assert.is(stackLocation('TypeError: x\n    at f (/assets/chunk-AB.js:1:2345)\n    at g (/y.js:1:1)'), '');
  // Node has no page origin: a full address is another origin's, kept by host name (the browser keeps the path).
  assert.is(stackLocation('TypeError: x\n    at f (https://app.example/assets/chunk-AB.js:1:2345)'), 'app.example');
  assert.is(stackLocation('f@https://app.example/assets/chunk-AB.js:1:2345\ng@x'), 'app.example');
  assert.is(stackLocation(undefined), '');
});

location.run();
