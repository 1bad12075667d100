import { suite } from '../helpers/suite.ts';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { readCatalogue } from '../../scripts/catalogue.mjs';
import { checkScreens, readScreenFiles, locate } from '../../scripts/check-screens.ts';
import { formatProblem } from '../../engine/screens/describe.ts';

const labels = readCatalogue('EN');
const real = readScreenFiles();
const app = real.find((f) => f.file === 'app.json')!;
const base = {
  $schema: '../schema/screen.schema.json',
  id: 'demo',
  routes: ['/m/demo'],
  title: 'home',
  header: { mode: 'back', back: 'history' },
  footer: 'main',
  widgets: [{ type: 'heading', props: { text: 'home' } }],
};
/** Checks one screen (with the real app.json and home for route targets), returning formatted lines. */
const check = (screen: unknown, source = JSON.stringify(screen, null, 2)) =>
  checkScreens([app, ...real.filter((f) => f.file === 'home.json' || f.file === 'login.json'), { file: 'demo.json', source }], labels)
    .filter((p) => p.file === 'demo.json')
    .map(formatProblem);

const s = suite('checkScreens');
s('every shipped screen is valid', () => {
  assert.equal(checkScreens(real, labels).map(formatProblem), []);
});
s('a valid screen has no problems', () => {
  assert.equal(check(base), []);
});
s('unknown widget type: file, line, column, pointer, expected, found, did you mean', () => {
  const [line] = check({ ...base, widgets: [{ type: 'headng', props: { text: 'home' } }] });
  assert.match(line!, /^demo\.json:15:15 \/widgets\/0\/type: unknown widget type "headng"; expected one of "[a-z-]+", /);
  assert.match(line!, /found "headng" — did you mean "heading"\?$/);
});
s('unknown flag names the flag and suggests', () => {
  const [line] = check({ ...base, widgets: [{ type: 'heading', gate: { flags: ['!MAILCEM'] }, props: { text: 'home' } }] });
  assert.match(line!, /\/widgets\/0\/gate\/flags\/0: unknown flag "!MAILCEM".*did you mean "!MAILCEN"\?/);
});
s('unknown label key suggests the closest key', () => {
  const [line] = check({ ...base, title: 'hom' });
  assert.match(line!, /demo\.json:\d+:\d+ \/title: unknown label key "hom".*did you mean "home"\?/);
});
s('unknown property names the allowed ones', () => {
  const [line] = check({ ...base, widgets: [{ type: 'heading', props: { text: 'home', levle: 2 } }] });
  assert.match(line!, /\/widgets\/0\/props\/levle: unknown property "levle"; expected one of "text", "level".*did you mean "level"\?/);
});
s('missing required props of a widget', () => {
  const [line] = check({ ...base, widgets: [{ type: 'heading' }] });
  assert.match(line!, /\/widgets\/0: missing required property "props"/);
});
s('wrong type says expected and found', () => {
  const [line] = check({ ...base, widgets: [{ type: 'heading', props: { text: 'home', level: 'big' } }] });
  assert.match(line!, /\/widgets\/0\/props\/level: value not allowed "big"; expected one of 1, 2, 3/);
});
s('header back mode needs a back rule', () => {
  const [line] = check({ ...base, header: { mode: 'back' } });
  assert.match(line!, /\/header: missing required property "back"/);
});
s('bad action: unknown kind', () => {
  const lines = check({ ...base, widgets: [{ type: 'button', props: { label: 'home', actions: [{ do: 'navigat', to: '/m/home' }] } }] });
  assert.match(
    lines[0]!,
    /\/widgets\/0\/props\/actions\/0\/do: unknown do "navigat"; expected one of "navigate", "replace", .* — did you mean "navigate"\?/,
  );
});
s('invalid JSON gives the line and column', () => {
  const [line] = check(null, '{\n  "id": "demo",\n  "routes": [}\n');
  assert.match(line!, /^demo\.json:3:\d+ \/: invalid JSON/);
});
s('unknown footer suggests one from app.json', () => {
  const [line] = check({ ...base, footer: 'mian' });
  assert.match(line!, /\/footer: unknown footer "mian"; expected one of main, agent or false — did you mean "main"\?/);
});
s('navigation to a route no screen declares', () => {
  const [line] = check({ ...base, widgets: [{ type: 'button', props: { label: 'home', actions: [{ do: 'navigate', to: '/m/hom' }] } }] });
  assert.match(line!, /\/widgets\/0\/props\/actions\/0\/to: no screen has the route "\/m\/hom".*did you mean "\/m\/home"\?/);
});
s('an invite link template with {session.token}: a plain message at its pointer, no generic pattern error', () => {
  const lines = check({
    ...base,
    widgets: [{ type: 'invite-card', props: { headline: 'home', link: '/m/register?r={member.id}&t={session.token}' } }],
  });
  assert.is(lines.length, 1, lines.join('\n'));
  assert.match(
    lines[0]!,
    /^demo\.json:\d+:\d+ \/widgets\/0\/props\/link: "session\.token" reaches the session token: screen files may not read session secrets/,
  );
  assert.match(lines[0]!, /found "\/m\/register\?r=\{member\.id\}&t=\{session\.token\}"$/);
});
s('state bindings may not read the token or the whole session (badge, gate, form pre-fill)', () => {
  const lines = check({
    ...base,
    widgets: [
      { type: 'menu', gate: { truthy: ['session.token'] }, props: { items: [{ label: 'home', to: '/m/home', badge: 'session' }] } },
      { type: 'info-rows', props: { items: [{ label: 'home', path: 'session.token.length' }] } },
    ],
  });
  assert.equal(
    lines.map((l) => / (\/\S+): "([^"]+)" reaches the session token/.exec(l)?.slice(1)),
    [
      ['/widgets/0/gate/truthy/0', 'session.token'],
      ['/widgets/0/props/items/0/badge', 'session'],
      ['/widgets/1/props/items/0/path', 'session.token.length'],
    ],
  );
});
s('session.userName and member paths stay allowed', () => {
  assert.equal(check({ ...base, widgets: [{ type: 'info-rows', props: { items: [{ label: 'home', path: 'member.mobileNum' }] } }] }), []);
});
for (const to of ['//attacker.example/phish', '/\\attacker.example', '/\t/attacker.example', '/%2F%2Fattacker.example']) {
  s(`a menu row to ${JSON.stringify(to)} is refused as an unsafe app path`, () => {
    const lines = check({ ...base, widgets: [{ type: 'menu', props: { items: [{ label: 'home', to }] } }] });
    assert.ok(
      lines.some((l) => /\/widgets\/0\/props\/items\/0\/to: unsafe app path: it /.test(l)),
      lines.join('\n'),
    );
  });
}
const image = (src: string) => ({ ...base, widgets: [{ type: 'image', props: { src, alt: 'home', width: 10, height: 10 } }] });
/** check, with app.json allowing images from cdn.example.com. */
const checkWithHosts = (screen: unknown) => {
  const hosts = { file: 'app.json', source: JSON.stringify({ ...JSON.parse(app.source), imageHosts: ['cdn.example.com'] }) };
  return checkScreens(
    [
      hosts,
      ...real.filter((f) => f.file === 'home.json' || f.file === 'login.json'),
      { file: 'demo.json', source: JSON.stringify(screen) },
    ],
    labels,
  )
    .filter((p) => p.file === 'demo.json')
    .map(formatProblem);
};
for (const src of ['https://evil.example/pixel.gif', '//evil.example/pixel.gif', 'http://cdn.example.com/a.png', '/\\evil.example/a.png']) {
  s(`an image from ${JSON.stringify(src)} is refused, whatever app.json allows`, () => {
    for (const lines of [check(image(src)), checkWithHosts(image(src))]) {
      assert.is(lines.length, 1, lines.join('\n'));
      assert.match(lines[0]!, /\/widgets\/0\/props\/src: (unsafe image address: it|images may not come from evil\.example)/);
    }
  });
}
s('an image on this site (an upload, a path) passes; https passes only on a host app.json lists', () => {
  for (const src of ['/assets/0123456789abcdef0123456789abcdef.png', '/icons/logo.png']) {
    assert.equal(check(image(src)), [], src);
  }
  assert.match(
    check(image('https://cdn.example.com/a.png')).join(),
    /images may not come from cdn\.example\.com: it is not one of app\.json's imageHosts/,
  );
  assert.equal(checkWithHosts(image('https://cdn.example.com/a.png')), []);
  assert.match(
    checkWithHosts(image('https://evil.example/a.png')).join(),
    /expected an uploaded image \(\/assets\/\.\.\.\) or a path on this site, or https on cdn\.example\.com/,
  );
});
s('an unknown call name suggests the closest one from endpoints.json', () => {
  const lines = check({ ...base, widgets: [{ type: 'button', props: { label: 'home', actions: [{ do: 'call', call: 'walet' }] } }] });
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(
    lines[0]!,
    /\/widgets\/0\/props\/actions\/0\/call: unknown call "walet"; expected a call name from schema\/api\/endpoints\.json.* did you mean "wallet"\?$/,
  );
});
s('a popup id no popup widget owns (home owns "download", "homeScreenGuide" and "notices")', () => {
  const lines = check({
    ...base,
    widgets: [{ type: 'button', props: { label: 'home', actions: [{ do: 'openPopup', popup: 'donwload' }] } }],
  });
  assert.equal(lines.length, 1, lines.join('\n'));
  assert.match(lines[0]!, /\/widgets\/0\/props\/actions\/0\/popup: no popup widget has the id "donwload".* did you mean "download"\?$/);
  assert.equal(
    check({ ...base, widgets: [{ type: 'button', props: { label: 'home', actions: [{ do: 'openPopup', popup: 'notices' }] } }] }),
    [],
  );
});
s('events: a refreshOn name nothing emits, and an emitted near-miss of a listened name', () => {
  const list = { type: 'record-list', props: { source: { call: 'records' }, refreshOn: ['wallet.chnged'] } };
  const emit = { type: 'button', props: { label: 'home', actions: [{ do: 'emit', event: 'wallet.changed' }] } };
  const missing = check({ ...base, widgets: [list, emit] }).filter((l) => l.includes('event'));
  assert.equal(missing.length, 2, missing.join('\n'));
  assert.match(missing[0]!, /\/refreshOn\/0: no emit action sends the event "wallet\.chnged".* did you mean "wallet\.changed"\?$/);
  assert.match(
    missing[1]!,
    /\/actions\/0\/event: no refreshOn list listens to the event "wallet\.changed".* did you mean "wallet\.chnged"\?$/,
  );
});
s('a screen id that is not its file name is reported on the id', () => {
  assert.equal(check({ ...base, id: 'demo-screen' }), [
    'demo.json:3:9 /id: screen id "demo-screen" differs from its file name: name the file demo-screen.json or the id "demo"',
  ]);
});
s('a route declared twice is reported on both screens', () => {
  const [line] = check({ ...base, routes: ['/m/home'] });
  assert.match(line!, /\/routes\/0: route "\/m\/home" is also declared by home\.json/);
  const files = [
    app,
    ...real.filter((f) => f.file === 'home.json'),
    { file: 'demo.json', source: JSON.stringify({ ...base, routes: ['/m/home'] }) },
  ];
  const home = checkScreens(files, labels).filter((p) => p.file === 'home.json' && p.message.startsWith('route'));
  assert.equal(
    home.map((p) => `${p.pointer} ${p.message}`),
    [`/routes/${JSON.parse(files[1]!.source).routes.indexOf('/m/home')} route "/m/home" is also declared by demo.json`],
  );
  assert.ok(home[0]!.line! > 1, 'with its own line');
});
s('an unknown property shows the misspelt name as what was found, not its value', () => {
  const [line] = check({ ...base, widgets: [{ type: 'heading', props: { text: 'home', levle: 'x' } }] });
  assert.match(line!, /found the property "levle"/);
  assert.not.match(line!, /found "x"/);
});
s('an unknown flag lists each flag once and counts flags, not flags and their negations', () => {
  const [line] = check({ ...base, widgets: [{ type: 'heading', gate: { flags: ['NOSUCHFLAG'] }, props: { text: 'home' } }] });
  const { flags } = JSON.parse(readFileSync('schema/flags.json', 'utf8'));
  assert.match(line!, new RegExp(`\\(${flags.length} flags in all\\), or one with ! before it`));
  assert.not.match(line!, /"!USERNAMEREG3"/);
});
s('invalid JSON says line, column and what is wrong in plain words', () => {
  const cases: Array<[string, RegExp]> = [
    ['{\n  "id": "demo",\n}', /line 3, column 1: a comma cannot come right before }: remove the comma at the end of line 2$/],
    ['{\n  "id": "demo"\n  "title": "home"\n}', /line 3, column 3: a comma is missing at the end of line 2, before this$/],
    ['{\n  "id": demo\n}', /line 2, column 9: demo is not a value: a text needs double quotes \("demo"\)/],
    ['{\n  "id": "demo"', /the text ends too early/],
    ["{ 'id': 1 }", /need double quotes \("\), not single ones/],
  ];
  for (const [source, words] of cases) {
    const [line] = check(null, source);
    assert.match(line!, /^demo\.json:\d+:\d+ \/: invalid JSON: line \d+, column \d+: /);
    assert.match(line!, words);
    assert.not.match(line!, /Unexpected|RBrace/);
  }
});
const report = (columns: unknown[], source: Record<string, unknown> = { call: 'records' }, summary?: unknown[]) =>
  check({ ...base, widgets: [{ type: 'record-list', props: { source, columns, ...(summary ? { summary } : {}) } }] });
s('a record list reads only fields the call answers: a misspelt column gets a did-you-mean from the answer schema', () => {
  assert.equal(report([{ field: 'amount', label: 'rec_amount' }]), []);
  const [line, ...more] = report([
    { field: 'createTime', label: 'rec_time' },
    { field: 'amout', label: 'rec_amount' },
  ]);
  assert.equal(more, []);
  assert.match(
    line!,
    /\/widgets\/0\/props\/columns\/1\/field: the field "amout" is not in what records answers; expected one of .*"amount".*did you mean "amount"\?$/,
  );
});
s('a record list: its list path and its summary fields are checked against the answer too', () => {
  const [list] = report([{ field: 'amount', label: 'rec_amount' }], { call: 'records', listPath: 'lst' });
  assert.match(list!, /\/props\/source\/listPath: the list "lst" is not in what records answers.* did you mean "list"\?$/);
  const [sum] = report([{ field: 'amount', label: 'rec_amount' }], { call: 'records' }, [{ field: 'pageNm', label: 'rec_amount' }]);
  assert.match(sum!, /\/props\/summary\/0\/field: the field "pageNm" is not in what records answers.* did you mean "pageNum"\?$/);
});
s('a stat card and a summary count read fields of the answer', () => {
  const card = { type: 'stat-card', props: { source: { call: 'records' }, items: [{ field: 'totalPags', label: 'rec_amount' }] } };
  const [line] = check({ ...base, widgets: [card] });
  assert.match(line!, /\/props\/items\/0\/field: the field "totalPags" is not in what records answers.*did you mean "totalPages"\?$/);
});
s.run();

const loc = suite('locate');
loc('finds the closest existing node', () => {
  const ast = {
    type: 'Object',
    loc: { start: { line: 1, column: 1 } },
    members: [{ name: { value: 'a' }, value: { type: 'Number', loc: { start: { line: 2, column: 8 } } } }],
  };
  assert.equal(locate(ast, '/a'), { line: 2, column: 8 });
  assert.equal(locate(ast, '/b/c'), { line: 1, column: 1 });
});
loc.run();
